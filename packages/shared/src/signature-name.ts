/**
 * A typed signature matches the signer's name on record when the two are the same words,
 * whatever the case, accents, punctuation between words and spacing ("Åsa  Öberg-Lind" and
 * "asa oberg lind" match; "Mickey Mouse" and "Carl Corporate" do not).
 */
export function sameName(typed: string, onRecord: string): boolean {
  const words = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .join(' ');
  const a = words(typed);
  return a.length > 0 && a === words(onRecord);
}

/** Why the signer's typed name may differ from the record (e.g. a new surname): at most this long. */
export const NAME_NOTE_MAX = 300;
