import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('PUBLIC_URL', () => {
  it('defaults to this machine on the port in use, so mail links reach the running server', () => {
    expect(parseEnv({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(parseEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('keeps a given one', () => {
    const env = parseEnv({ PORT: '4100', PUBLIC_URL: 'https://matchday.example' });
    expect(env.PUBLIC_URL).toBe('https://matchday.example');
  });
});
