import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { mailTransportFromEnv } from './mailer.ts';

const log = { info: () => undefined };

describe('mail transport from the environment', () => {
  it('keeps mail in the outbox without SMTP_URL (the embedded default)', () => {
    const env = parseEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(mailTransportFromEnv(env, log).provider).toBe('outbox');
  });

  it('sends over SMTP when SMTP_URL is set, and refuses a URL of another scheme', () => {
    const env = parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Matchday <a@b.test>' });
    const transport = mailTransportFromEnv(env, log);
    expect(transport.provider).toBe('smtp');
    transport.close();
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });
});
