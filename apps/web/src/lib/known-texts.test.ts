import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import sv from '../i18n/compiled/sv.json';
import { humanResult } from './graphql-errors.ts';
import { knownMessage, knownTexts, localText, localTextNow } from './known-texts.ts';
import { setLocalTexts } from './local-text.ts';
import { formatterFor, setActiveFormatter, type Catalogue } from './messages.ts';

const swedish = formatterFor('sv', sv as unknown as Catalogue);
const english = formatterFor('en', {});
afterEach(() => setActiveFormatter(english));

/** The code that writes the texts the web only shows: the shared schemas and the server. */
function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) out.push(readFileSync(path, 'utf8'));
  }
  return out;
}

describe('known texts', () => {
  it('are each written by the shared schemas or the server (their words, not ours)', () => {
    const root = join(__dirname, '../../../..');
    const code = [
      ...sources(join(root, 'packages/shared/src')),
      ...sources(join(root, 'apps/server/src')),
      readFileSync(join(root, 'apps/web/src/lib/api.ts'), 'utf8'),
      readFileSync(join(root, 'apps/web/src/lib/graphql-errors.ts'), 'utf8'),
      readFileSync(join(root, 'apps/web/src/lib/form-errors.ts'), 'utf8'),
      readFileSync(join(root, 'apps/web/src/features/auth/device-id.ts'), 'utf8'),
    ].join('\n');
    const missing = Object.values(knownTexts)
      .filter((m) =>
        m.defaultMessage
          .split(/\{\w+\}/)
          .filter((part) => part.trim())
          .some((part) => !code.includes(part)),
      )
      .map((m) => m.defaultMessage);
    expect(missing).toEqual([]);
  });

  it('reads a text with a number as its message with that value', () => {
    expect(knownMessage('Use at most 200 characters')).toEqual({
      message: knownTexts.tooLong,
      values: { max: '200' },
    });
    expect(knownMessage('Use at most 200 characters, please')).toBeNull();
  });

  it('shows known texts in Swedish, English ones exactly, unknown ones as they came', () => {
    expect(localText(swedish.format, 'Use at most 200 characters')).toBe('Använd högst 200 tecken');
    expect(localText(swedish.format, 'Enter a valid e-mail address')).toBe(
      'Ange en giltig e-postadress',
    );
    expect(localText(swedish.format, 'No username or password specified')).toBe(
      'Inget användarnamn eller lösenord angavs',
    );
    expect(localText(english.format, 'No username or password specified')).toBe(
      'No username or password specified',
    );
    expect(localText(english.format, 'Use at most 200 characters')).toBe(
      'Use at most 200 characters',
    );
    expect(localText(swedish.format, 'Something only the server says')).toBe(
      'Something only the server says',
    );
  });

  it('words a generic code in Swedish and keeps the server’s words in English', () => {
    expect(localText(swedish.format, 'Internal error 7f3', 'INTERNAL')).toBe(
      'Något gick fel hos oss.',
    );
    expect(localText(english.format, 'Internal error 7f3', 'INTERNAL')).toBe('Internal error 7f3');
    expect(localText(swedish.format, 'No such webhook', 'NOT_FOUND')).toBe('No such webhook');
  });

  it('knows the admin rooms’ refusals and the event form’s checks, with their numbers', () => {
    expect(localText(swedish.format, 'No such grant application', 'NOT_FOUND')).toBe(
      'Ansökan finns inte',
    );
    expect(localText(swedish.format, 'Remove the event’s participants before deleting it')).toBe(
      'Ta bort evenemangets deltagare innan du raderar det',
    );
    expect(localText(swedish.format, 'Session 2 overlaps session 1')).toBe(
      'Pass 2 överlappar pass 1',
    );
    expect(
      localText(
        swedish.format,
        'The grid makes 412 slots; at most 400. Use longer meetings or fewer sessions',
      ),
    ).toBe('Schemat ger 412 mötestider; högst 400. Använd längre möten eller färre pass');
    expect(localText(english.format, 'Session 2 overlaps session 1')).toBe(
      'Session 2 overlaps session 1',
    );
  });

  it('follows the language shown for errors worded outside React (GraphQL results)', () => {
    setActiveFormatter(swedish);
    // As app/LocaleProvider does when the Swedish catalogue loads.
    setLocalTexts(localTextNow);
    expect(localTextNow('Sign in first')).toBe('Logga in först');
    const result = humanResult(
      {
        errors: [
          {
            message: 'Invalid input',
            extensions: {
              code: 'BAD_REQUEST',
              fields: [{ field: 'name', message: 'Use at most 80 characters' }],
            },
          },
          { message: 'Not authorized to resolve Mutation.x', extensions: {} },
        ],
      },
      'mutation',
    );
    expect(result.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'name', message: 'Använd högst 80 tecken' },
    ]);
    expect(result.errors?.[1]?.message).toBe('Du får inte ändra det här.');
  });
});
