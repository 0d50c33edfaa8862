/**
 * The message catalogues: English is the source (each message's `defaultMessage` in the code),
 * extracted by the FormatJS CLI into `en.json`; Swedish (`sv.json`) is the translation. The check
 * fails on a message used in code but missing in a catalogue, on a catalogue message no code uses,
 * on a stale `en.json`, and on a translation whose placeholders differ from the English ones.
 *
 *   node tools/i18n/catalogues.js          check (CI)
 *   node tools/i18n/catalogues.js --write  write en.json from the code
 */
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Each app's catalogues: where its code is and where its catalogues live. */
export const CATALOGUES = [
  {
    name: 'server',
    sources: ['apps/server/src/**/*.ts'],
    dir: 'apps/server/src/platform/i18n',
  },
  {
    name: 'web',
    sources: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    dir: 'apps/web/src/i18n',
    // The browser gets its catalogues parsed ahead (ASTs), so it carries no message parser.
    compiled: 'apps/web/src/i18n/compiled',
  },
];
export const TRANSLATIONS = ['sv'];

const formatjs = join(ROOT, 'node_modules/.bin/formatjs');

/** The English messages of the code: id → text. */
export function extract(catalogue, root = ROOT) {
  const out = execFileSync(
    formatjs,
    [
      'extract',
      ...catalogue.sources,
      '--ignore',
      '**/*.test.ts',
      '--ignore',
      '**/*.test.tsx',
      '--ignore',
      '**/*.d.ts',
      '--format',
      'simple',
      '--throws',
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(out || '{}');
}

/** The names of a message's placeholders ({name}, {count, plural, …}, <b>…</b>), sorted. */
export function placeholders(message) {
  const names = new Set();
  const walk = (elements) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      if (el.type === TYPE.tag) {
        names.add(`<${el.value}>`);
        walk(el.children);
        continue;
      }
      names.add(el.value);
      if ('options' in el) for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** Parsed where it parses (a broken translation is reported by the placeholder check). */
function compileSafe(messages) {
  const out = {};
  for (const [id, text] of Object.entries(messages)) {
    try {
      out[id] = parse(text);
    } catch {
      out[id] = text;
    }
  }
  return out;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
}

function json(value) {
  const sorted = Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

/**
 * What the web carries parsed ahead for a language. English leaves out its plain texts (no
 * argument, no plural, no escape: the AST is the text itself): the app shows a message's
 * English words when the catalogue has no entry, so the landing loads only what needs parsing.
 */
function compiledFor(locale, source) {
  const all = compileSafe(source);
  if (locale !== 'en') return all;
  const plain = (ast, text) =>
    Array.isArray(ast) && ast.length === 1 && ast[0].type === 0 && ast[0].value === text;
  return Object.fromEntries(Object.entries(all).filter(([id, ast]) => !plain(ast, source[id])));
}

/**
 * English messages the landing page itself shows (its chunk carries them); the rest of English
 * (`en-more.json`) is fetched as the app starts, so screens' messages never weigh on the landing
 * budget. A message of another prefix shown before it arrives reads its English words.
 */
export const EAGER_PREFIXES = ['landing', 'shell', 'nav', 'language', 'notFound', 'settings'];

/** The files parsed ahead for a language: name → content (English in two parts). */
export function compiledFilesFor(locale, source) {
  const all = compiledFor(locale, source);
  if (locale !== 'en') return { [locale]: all };
  const eager = (id) => EAGER_PREFIXES.includes(id.split('.')[0]);
  const pick = (want) =>
    Object.fromEntries(Object.entries(all).filter(([id]) => eager(id) === want));
  return { en: pick(true), 'en-more': pick(false) };
}

/** A catalogue parsed ahead: id → the message's AST, as react-intl takes it without a parser. */
export function compile(messages) {
  return Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));
}

/** What is wrong with one app's catalogues (empty when all is well). */
export function problems(catalogue, english, files, compiledFiles = {}) {
  const found = [];
  if (catalogue.compiled) {
    for (const locale of ['en', ...TRANSLATIONS]) {
      const source = locale === 'en' ? english : (files[locale] ?? {});
      for (const [name, content] of Object.entries(compiledFilesFor(locale, source))) {
        if (json(compiledFiles[name] ?? {}) !== json(content)) {
          found.push(`${catalogue.compiled}/${name}.json is stale: run npm run i18n:extract`);
        }
      }
    }
  }
  const committed = files.en ?? {};
  if (json(committed) !== json(english)) {
    found.push(`${catalogue.dir}/en.json is not what the code says: run npm run i18n:extract`);
  }
  for (const locale of TRANSLATIONS) {
    const translated = files[locale] ?? {};
    const file = `${catalogue.dir}/${locale}.json`;
    const missing = Object.keys(english).filter((id) => !(id in translated));
    const unused = Object.keys(translated).filter((id) => !(id in english));
    if (missing.length) found.push(`${file} misses ${missing.length}: ${missing.join(', ')}`);
    if (unused.length)
      found.push(`${file} has ${unused.length} no code uses: ${unused.join(', ')}`);
    for (const [id, text] of Object.entries(translated)) {
      if (!(id in english)) continue;
      let mine;
      try {
        mine = placeholders(text);
      } catch (error) {
        found.push(`${file} ${id}: not a valid ICU message (${error.message})`);
        continue;
      }
      const theirs = placeholders(english[id]);
      if (mine.join() !== theirs.join()) {
        found.push(
          `${file} ${id}: placeholders {${mine.join(', ')}} differ from English {${theirs.join(', ')}}`,
        );
      }
    }
  }
  return found;
}

function main() {
  const write = process.argv.includes('--write');
  let failed = false;
  for (const catalogue of CATALOGUES) {
    const english = extract(catalogue);
    const dir = join(ROOT, catalogue.dir);
    const files = Object.fromEntries(
      ['en', ...TRANSLATIONS].map((l) => [l, readJson(join(dir, `${l}.json`))]),
    );
    if (write) {
      writeFileSync(join(dir, 'en.json'), json(english));
      console.log(`${catalogue.dir}/en.json: ${Object.keys(english).length} messages`);
      if (catalogue.compiled) {
        mkdirSync(join(ROOT, catalogue.compiled), { recursive: true });
        for (const locale of ['en', ...TRANSLATIONS]) {
          const source = locale === 'en' ? english : files[locale];
          for (const [name, content] of Object.entries(compiledFilesFor(locale, source))) {
            writeFileSync(join(ROOT, catalogue.compiled, `${name}.json`), json(content));
          }
        }
        console.log(`${catalogue.compiled}: parsed ahead`);
      }
      continue;
    }
    const compiledFiles = catalogue.compiled
      ? Object.fromEntries(
          ['en', 'en-more', ...TRANSLATIONS].map((l) => [
            l,
            readJson(join(ROOT, catalogue.compiled, `${l}.json`)),
          ]),
        )
      : {};
    const found = problems(catalogue, english, files, compiledFiles);
    for (const line of found) console.error(line);
    if (found.length) failed = true;
    else console.log(`${catalogue.name}: ${Object.keys(english).length} messages, all translated`);
  }
  if (failed) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
