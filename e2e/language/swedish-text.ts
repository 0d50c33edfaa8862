import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The Swedish walk's scanner: is a text on a Swedish screen Swedish? A text passes when it is
 * (a) a message of the web's Swedish catalogue (its ICU turned into a pattern whose placeholders
 * match anything, plural and select branches each allowed), (b) a name or text from the demo's
 * data (companies, people, events, needs, typed-in text: the seed's string literals and what the
 * graph answers), a country name (SPEC §9 keeps them English), or (c) a number, a date, a time,
 * a zone, an e-mail address or a link. Every other text is reported with the screen it was on.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message's elements as a pattern (placeholders match anything; `#` a number). */
function patternOf(elements: MessageFormatElement[]): string {
  return elements
    .map((e) => {
      switch (e.type) {
        case TYPE.literal:
          return escape(e.value).replace(/\s+/g, '\\s+');
        case TYPE.argument:
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          return '[\\s\\S]*?';
        case TYPE.pound:
          return '[\\d\\s\u00a0,.]+';
        case TYPE.select:
        case TYPE.plural:
          return `(?:${Object.values(e.options)
            .map((o) => patternOf(o.value))
            .join('|')})`;
        case TYPE.tag:
          // A tag's content is rendered as its own element: the parts around it, and it, pass.
          return `(?:${patternOf(e.children)})?`;
        default:
          return '';
      }
    })
    .join('');
}

/** Whether a message has words of its own (outside its placeholders). */
function wordsOf(elements: MessageFormatElement[]): boolean {
  return elements.some(
    (e) =>
      (e.type === TYPE.literal && /\p{L}/u.test(e.value)) ||
      ((e.type === TYPE.select || e.type === TYPE.plural) &&
        Object.values(e.options).some((o) => wordsOf(o.value))) ||
      (e.type === TYPE.tag && wordsOf(e.children)),
  );
}

/** The Swedish catalogue's messages as whole-text patterns. */
export function swedishPatterns(): RegExp[] {
  const file = path.join(ROOT, 'apps/web/src/i18n/sv.json');
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const patterns: RegExp[] = [];
  for (const message of Object.values(catalogue)) {
    const elements = parse(message, { ignoreTag: false });
    // A message of placeholders and punctuation only ("{label}: {event}") would pass any text.
    if (!wordsOf(elements)) continue;
    patterns.push(new RegExp(`^\\s*${patternOf(elements)}\\s*$`, 'u'));
    // A message whose placeholders are rendered as elements (a link inside a sentence) shows
    // as its literal parts: each part of three letters or more passes on its own.
    for (const e of elements) {
      if (e.type === TYPE.literal && e.value.trim().length >= 3)
        patterns.push(new RegExp(`^\\s*${escape(e.value.trim()).replace(/\s+/g, '\\s+')}\\s*$`));
    }
  }
  return patterns;
}

/** Every string literal of the demo seed (names, needs, descriptions, answers people typed). */
export function seedTexts(): Set<string> {
  const dir = path.join(ROOT, 'apps/server/src/db/seed');
  const texts = new Set<string>();
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    const source = readFileSync(path.join(dir, name), 'utf8');
    for (const match of source.matchAll(
      /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`$]*)`/g,
    )) {
      const text = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\\(.)/g, '$1').trim();
      if (text.length >= 2) addText(texts, text);
    }
  }
  return texts;
}

/** A data text, and its lines and sentences (a description shows over several elements). */
export function addText(texts: Set<string>, text: string) {
  const t = text.trim();
  if (!t) return;
  texts.add(t);
  for (const line of t.split(/\n+/)) {
    texts.add(line.trim());
    for (const sentence of line.split(/(?<=[.!?])\s+/)) texts.add(sentence.trim());
  }
}

/** Country names in English (SPEC §9) and the region codes. */
export function countryNames(): Set<string> {
  const names = new Set<string>();
  const display = new Intl.DisplayNames('en', { type: 'region' });
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      try {
        const name = display.of(code);
        if (name && name !== code) names.add(name);
      } catch {
        /* not a region */
      }
    }
  }
  return names;
}

/** Texts that are not words of any language: numbers, dates, times, zones, addresses, links. */
const NEUTRAL = [
  /^[\s\d\u00a0.,:;%+−–—\-/()·•×#|→←↑↓…*!?'"”“’]+$/u, // numbers, times, ranges, punctuation
  /^[\d\s]*(jan|feb|mar|apr|maj|jun|jul|aug|sep|okt|nov|dec)[\d\s,:–-]*(?:(CET|CEST|UTC|GMT[+-]\d+)\s*)?$/iu,
  /^(CET|CEST|UTC|GMT[+-]\d+|EET|EEST|BST|WET|WEST)$/u,
  /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/u, // e-mail
  /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/u, // link or domain
  /^[A-Z][a-z]+\/[A-Za-z_]+$/u, // IANA zone
  /^[A-Z]{2,3}$/u, // country, currency or initials
  /^[A-ZÅÄÖ]{1,2}$/u, // avatar initials
  /^(English|Svenska)$/u, // each language named in its own words (the language switch)
];

export type Verdict = { ok: true } | { ok: false; text: string };

/** The scanner: Swedish patterns, data texts and neutral texts pass; anything else is found. */
export function scanner(data: Set<string>) {
  const patterns = swedishPatterns();
  const lowerData = new Set([...data].map((d) => d.toLowerCase()));
  const isData = (text: string) => {
    if (lowerData.has(text.toLowerCase())) return true;
    // Names joined by separators ("Volvo Cars · Nordic Matchday", "Ana, Björn").
    const parts = text.split(/\s*(?:[·,–—|/&+]|\s-\s|\s→\s)\s*/u).filter(Boolean);
    return (
      parts.length > 1 &&
      parts.every((p) => lowerData.has(p.toLowerCase()) || NEUTRAL.some((n) => n.test(p)))
    );
  };
  const whole = (t: string) =>
    !t ||
    !/\p{L}/u.test(t) ||
    NEUTRAL.some((n) => n.test(t)) ||
    isData(t) ||
    patterns.some((p) => p.test(t));
  return (text: string): boolean => {
    const t = text.replace(/\s+/g, ' ').trim();
    if (whole(t)) return true;
    // A label joined from a message and data ("Anmäl er: Circular Industry Matchmaking", the
    // catalogue's "{label}: {event}", "{name} ({status})"): every part must pass on its own.
    const parts = t.split(/:\s+|\s+[·—–|]\s+|\s*[()]\s*/u).filter(Boolean);
    return parts.length > 1 && parts.every(whole);
  };
}
