/**
 * Texts from the shared schemas or the server in the language shown. In English they are shown
 * as they came (lib/known-texts.ts words each known one exactly so); for another language the
 * translator is set when its catalogue loads (app/LocaleProvider.tsx), so the table of known
 * texts stays out of the landing page's bundle.
 */
type Translate = (text: string, code?: string) => string;
let translate: Translate | null = null;

export function localTextNow(text: string, code?: string): string {
  return translate ? translate(text, code) : text;
}

export function setLocalTexts(next: Translate) {
  translate = next;
}
