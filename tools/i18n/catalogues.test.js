import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUES,
  compile,
  extract,
  placeholders,
  problems,
  ROOT,
  TRANSLATIONS,
} from './catalogues.js';

const read = (dir, locale) => JSON.parse(readFileSync(join(ROOT, dir, `${locale}.json`), 'utf8'));
const catalogue = { name: 'fixture', dir: 'fixture' };

describe('the message catalogues', () => {
  it.each(CATALOGUES)('$name: every message of the code is in each catalogue, none unused', (c) => {
    const english = extract(c);
    expect(Object.keys(english).length).toBeGreaterThan(0);
    const files = Object.fromEntries(['en', ...TRANSLATIONS].map((l) => [l, read(c.dir, l)]));
    const compiled = c.compiled
      ? Object.fromEntries(['en', 'en-more', ...TRANSLATIONS].map((l) => [l, read(c.compiled, l)]))
      : {};
    expect(problems(c, english, files, compiled)).toEqual([]);
  });
});

describe('the catalogue check', () => {
  const english = {
    'a.hello': 'Hello {name}',
    'a.count': '{n, plural, one {# mail} other {# mails}}',
  };

  it('passes complete catalogues', () => {
    const sv = { 'a.hello': 'Hej {name}', 'a.count': '{n, plural, one {# mejl} other {# mejl}}' };
    expect(problems(catalogue, english, { en: english, sv })).toEqual([]);
  });

  it('names a message missing from a translation and one no code uses', () => {
    const sv = { 'a.hello': 'Hej {name}', 'a.gone': 'Borta' };
    expect(problems(catalogue, english, { en: english, sv })).toEqual([
      'fixture/sv.json misses 1: a.count',
      'fixture/sv.json has 1 no code uses: a.gone',
    ]);
  });

  it('names a stale catalogue parsed ahead', () => {
    const sv = { 'a.hello': 'Hej {name}', 'a.count': '{n, plural, other {# mejl}}' };
    const ahead = { ...catalogue, compiled: 'fixture/compiled' };
    // English in two parts: the landing's prefixes ahead, the rest (here: all) fetched later.
    const fresh = { en: {}, 'en-more': compile(english), sv: compile(sv) };
    expect(problems(ahead, english, { en: english, sv }, fresh)).toEqual([]);
    expect(problems(ahead, english, { en: english, sv }, { ...fresh, sv: {} })).toEqual([
      'fixture/compiled/sv.json is stale: run npm run i18n:extract',
    ]);
  });

  it('names a stale English catalogue', () => {
    const sv = { 'a.hello': 'Hej {name}', 'a.count': '{n, plural, other {# mejl}}' };
    expect(problems(catalogue, english, { en: { 'a.hello': 'Hi' }, sv })).toEqual([
      'fixture/en.json is not what the code says: run npm run i18n:extract',
    ]);
  });

  it('names a translation whose placeholders differ, or that is not a message', () => {
    const sv = { 'a.hello': 'Hej {namn}', 'a.count': '{n, plural, one {# mejl' };
    const found = problems(catalogue, english, { en: english, sv });
    expect(found[0]).toBe(
      'fixture/sv.json a.hello: placeholders {namn} differ from English {name}',
    );
    expect(found[1]).toMatch(/^fixture\/sv\.json a\.count: not a valid ICU message/);
  });

  it('reads placeholders inside plurals, selects and tags', () => {
    expect(
      placeholders('{n, plural, one {<b>{who}</b>} other {#}} {x, select, a {} other {{y}}}'),
    ).toEqual(['<b>', 'n', 'who', 'x', 'y'].sort());
  });
});
