import { LEXICON } from './lexicon.ts';
import { phraseTokens } from './tokenize.ts';
import type { MatchNeed, MatchStartup } from './types.ts';

/** The startup fields the lexical score weighs separately (BM25F). */
export const FIELDS = ['name', 'pitch', 'description', 'industries', 'technologies'] as const;
export type Field = (typeof FIELDS)[number];
export const FIELD_COUNT = FIELDS.length;

/** A concept found in a text is indexed as the term "~id" beside the words. */
export const CONCEPT_PREFIX = '~';
export const isConceptTerm = (term: string) => term.startsWith(CONCEPT_PREFIX);

/** Terms (stems and "~concept" terms) of one field, each with the words as written. */
export type FieldTerms = { terms: string[]; surfaces: string[] };

/**
 * Words and the concepts they name: each concept hit becomes an extra term whose surface is the
 * phrase as written ("balance the grid").
 */
export function fieldTerms(text: string | null | undefined): FieldTerms {
  const tokens = phraseTokens(text);
  const words = tokens.filter((t) => !t.domainStop);
  const terms = words.map((t) => t.stem);
  const surfaces = words.map((t) => t.surface);
  for (const hit of LEXICON.match(tokens)) {
    terms.push(CONCEPT_PREFIX + hit.concept);
    surfaces.push(text!.slice(tokens[hit.start]!.start, tokens[hit.end - 1]!.end));
  }
  return { terms, surfaces };
}

const list = (xs: readonly string[] | null | undefined) => (xs ?? []).join('. ');

/** A startup's text per field, in FIELDS order. */
export function startupFields(s: MatchStartup): FieldTerms[] {
  return [
    fieldTerms(s.name),
    fieldTerms(s.pitch),
    fieldTerms(s.description),
    fieldTerms(list(s.industries)),
    fieldTerms(list(s.technologies)),
  ];
}

/** Exactly the text the analysis reads, so a cached analysis can be checked against a profile. */
export function startupFingerprint(s: MatchStartup): string {
  return [
    s.name,
    s.pitch ?? '',
    s.description ?? '',
    list(s.industries),
    list(s.technologies),
  ].join('\u0000');
}

/** The need's text parts with their query weights (title, description, industries, technologies). */
export function needParts(
  need: MatchNeed,
  weights: { title: number; industries: number },
): [FieldTerms, number][] {
  return [
    [fieldTerms(need.title), weights.title],
    [fieldTerms(need.description), 1],
    [fieldTerms(list(need.industries)), weights.industries],
    [fieldTerms(list(need.technologies)), 1],
  ];
}
