import { describe, expect, it } from 'vitest';
import { fieldTerms } from '../src/analyze.ts';
import { CONCEPTS } from '../src/lexicon-data.ts';
import { LEXICON } from '../src/lexicon.ts';
import { stem } from '../src/stemmer.ts';
import { DOMAIN_STOP_WORDS, STOP_WORDS } from '../src/stopwords.ts';
import { phraseTokens, stems, tokenize } from '../src/tokenize.ts';

describe('stemmer (Porter)', () => {
  it.each([
    ['caresses', 'caress'],
    ['ponies', 'poni'],
    ['ties', 'ti'],
    ['cats', 'cat'],
    ['feed', 'feed'],
    ['agreed', 'agre'],
    ['plastered', 'plaster'],
    ['motoring', 'motor'],
    ['sing', 'sing'],
    ['hopping', 'hop'],
    ['falling', 'fall'],
    ['filing', 'file'],
    ['happy', 'happi'],
    ['relational', 'relat'],
    ['conditional', 'condit'],
    ['rational', 'ration'],
    ['generalization', 'gener'],
    ['hopeful', 'hope'],
    ['goodness', 'good'],
    ['adjustment', 'adjust'],
    ['adoption', 'adopt'],
    ['effective', 'effect'],
    ['controlling', 'control'],
    ['batteries', 'batteri'],
    ['battery', 'batteri'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('conflates the forms corporates and startups use for one idea', () => {
    expect(stem('optimization')).toBe(stem('optimize'));
    expect(stem('optimising')).toBe(stem('optimise'));
    expect(stem('predictive')).toBe(stem('prediction'));
    expect(stem('recycling')).toBe(stem('recycled'));
  });

  it('keeps short words and anything that is not plain letters', () => {
    expect(stem('ai')).toBe('ai');
    expect(stem('5g')).toBe('5g');
    expect(stem('co2')).toBe('co2');
  });
});

describe('tokenizer', () => {
  it('lower-cases, removes diacritics, stop words and one-letter words, splits hyphens', () => {
    expect(stems('We are looking for Low-carbon concrete in Malmö, a city')).toEqual([
      'low',
      'carbon',
      'concret',
      'malmo',
      'citi',
    ]);
  });

  it('keeps the words as written and their positions', () => {
    const text = 'Batteries that balance the grid';
    const tokens = tokenize(text);
    expect(tokens.map((t) => t.surface)).toEqual(['Batteries', 'balance', 'grid']);
    for (const t of tokens) expect(text.slice(t.start, t.end)).toBe(t.surface);
  });

  it('handles empty and missing text', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize(null)).toEqual([]);
    expect(tokenize(undefined)).toEqual([]);
  });
});

describe('lexicon', () => {
  const concepts = (text: string) => LEXICON.match(phraseTokens(text)).map((h) => h.concept);

  it('names the same concept for different words', () => {
    expect(concepts('energy storage')).toEqual(['storage']);
    expect(concepts('second-life batteries')).toEqual(['storage']);
    expect(concepts('machine learning')).toEqual(['ai']);
    expect(concepts('artificial intelligence')).toEqual(['ai']);
    expect(concepts('peak shaving')).toEqual(['flexibility']);
    expect(concepts('balance the grid')).toEqual(['flexibility']);
    expect(concepts('plant-based drinks for small businesses')).toEqual(['protein', 'sme']);
  });

  it('prefers the longest phrase and does not overlap ("machine learning" is not education)', () => {
    expect(concepts('deep learning for schools')).toEqual(['ai', 'education']);
    expect(concepts('food waste')).toEqual(['foodwaste']);
  });

  it('adds concept terms beside the words, quoting the phrase as written', () => {
    const { terms, surfaces } = fieldTerms('Batteries that balance the grid');
    expect(terms).toContain('~storage');
    expect(terms).toContain('~flexibility');
    expect(surfaces[terms.indexOf('~flexibility')]).toBe('balance the grid');
  });

  it('every phrase keeps its words after analysis (a phrase never shrinks to one word)', () => {
    const problems: string[] = [];
    const stopStems = new Set([...DOMAIN_STOP_WORDS].map(stem));
    for (const [id, , phrases] of CONCEPTS) {
      for (const phrase of phrases.split('|')) {
        const words = phraseTokens(phrase);
        if (words.length === 0) problems.push(`${id}: "${phrase}" has no words`);
        if (!phrase.includes(' ') && STOP_WORDS.has(phrase)) problems.push(`${id}: "${phrase}"`);
        const written = phrase.split(/[\s-]+/).filter((w) => w.length > 1).length;
        if (written > 1 && words.length < 2) problems.push(`${id}: "${phrase}" loses words`);
        if (words.length === 1 && stopStems.has(words[0]!.stem)) {
          problems.push(`${id}: "${phrase}" stems like a stop word`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has unique concept ids and labels for reasons', () => {
    const ids = CONCEPTS.map(([id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(LEXICON.label('storage')).toBe('energy storage');
  });
});
