import { describe, expect, it } from 'vitest';
import { emailAddress, loginInput, newPassword } from './auth.ts';

const messages = (value: string) =>
  newPassword.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('newPassword', () => {
  it('rejects fewer than 8 characters with a clear message', () => {
    expect(messages('1234567')).toContain('Password must be at least 8 characters');
    // Emoji count as one character each, as a person counts them.
    expect(messages('🦊🦊🦊🦊🦊🦊🦊')).toContain('Password must be at least 8 characters');
  });

  it('accepts 64 characters with spaces and emoji, unchanged', () => {
    const value = [...' 🦊 spaces and émojis 🐕 stay as typed  '.repeat(3)].slice(0, 64).join('');
    expect([...value]).toHaveLength(64);
    expect(newPassword.parse(value)).toBe(value);
  });

  it('rejects very common passwords, in any case', () => {
    for (const common of ['password', 'Password1', 'QWERTY123', '12345678', 'iloveyou']) {
      expect(messages(common)).toContain('This password is too common; choose another');
    }
    expect(messages('matchday-demo')).toEqual([]);
  });

  it('rejects more than 256 characters', () => {
    expect(messages('x'.repeat(257))).toContain('Password must be at most 256 characters');
  });
});

describe('sign-in inputs', () => {
  it('trims and lower-cases e-mail addresses', () => {
    expect(emailAddress.parse('  Ada@Example.TEST ')).toBe('ada@example.test');
  });

  it('takes username, password and an optional type of startup, corp or admin', () => {
    expect(loginInput.parse({ username: 'a@b.se', password: 'x', type: 'corp' }).type).toBe('corp');
    expect(loginInput.safeParse({ username: 'a@b.se', password: 'x', type: 'root' }).success).toBe(
      false,
    );
  });
});
