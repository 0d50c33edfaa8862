import { stem } from './stemmer.ts';
import { DOMAIN_STOP_WORDS, ENGLISH_STOP_WORDS } from './stopwords.ts';

/**
 * One word of a text: its stem (the matching key), the word as written (for reasons) and where
 * it is in the text ([start, end) in UTF-16 units).
 */
export type Token = { stem: string; surface: string; start: number; end: number };

const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;

/** Lower case, diacritics removed ("Malmö" → "malmo"), other scripts kept as they are. */
export function normalizeWord(word: string): string {
  return word.normalize('NFKD').replace(MARKS, '').toLowerCase();
}

/**
 * Words of `text` without stop words, numbers and one-letter words, each stemmed (Porter). Hyphenated
 * words split ("low-carbon" → low, carbon). Deterministic and locale-independent.
 */
export function tokenize(text: string | null | undefined): Token[] {
  return phraseTokens(text).filter((t) => !t.domainStop);
}

/**
 * The tokens concept phrases are matched on: like `tokenize`, but keeping the domain's own
 * stop words ("based", "business"), flagged, so "plant-based" stays two words.
 */
export function phraseTokens(text: string | null | undefined): (Token & { domainStop: boolean })[] {
  if (!text) return [];
  const out: (Token & { domainStop: boolean })[] = [];
  for (const match of text.matchAll(WORD)) {
    const surface = match[0];
    const word = normalizeWord(surface);
    if (word.length < 2 || ENGLISH_STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    const start = match.index;
    const domainStop = DOMAIN_STOP_WORDS.has(word);
    out.push({ stem: stem(word), surface, start, end: start + surface.length, domainStop });
  }
  return out;
}

/** Stems only. */
export function stems(text: string | null | undefined): string[] {
  return tokenize(text).map((t) => t.stem);
}
