import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../platform/env.ts';
import { scriveFromEnv } from './scrive-config.ts';

describe('Scrive configuration (checked at boot)', () => {
  it('is off without SCRIVE_URL, on with the URL and all four credentials', () => {
    expect(scriveFromEnv({}, 'http://matchday.test')).toBeNull();
    const provider = scriveFromEnv(
      {
        SCRIVE_URL: 'https://api-testbed.scrive.com',
        SCRIVE_API_TOKEN: 'a',
        SCRIVE_API_SECRET: 'b',
        SCRIVE_ACCESS_TOKEN: 'c',
        SCRIVE_ACCESS_SECRET: 'd',
      },
      'http://matchday.test',
    );
    expect(provider?.name).toBe('scrive');
  });

  it('a URL without credentials stops the server naming each missing variable; a bad URL is refused', () => {
    expect(() =>
      scriveFromEnv({ SCRIVE_URL: 'https://x.test', SCRIVE_API_TOKEN: 'a' }, ''),
    ).toThrow(EnvError);
    try {
      scriveFromEnv({ SCRIVE_URL: 'https://x.test', SCRIVE_API_TOKEN: 'a' }, '');
    } catch (error) {
      expect((error as Error).message.split('\n')).toEqual([
        'Invalid environment variable SCRIVE_API_SECRET: required when SCRIVE_URL is set',
        'Invalid environment variable SCRIVE_ACCESS_TOKEN: required when SCRIVE_URL is set',
        'Invalid environment variable SCRIVE_ACCESS_SECRET: required when SCRIVE_URL is set',
      ]);
    }
    expect(() => parseEnv({ SCRIVE_URL: 'ftp://scrive.test' })).toThrow(/SCRIVE_URL/);
  });
});
