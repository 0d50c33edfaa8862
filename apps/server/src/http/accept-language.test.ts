import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/factories.ts';
import { users } from '../modules/accounts/accounts.tables.ts';
import { acceptedLocale } from '../platform/locale.ts';

/**
 * Before sign-in the browser's `Accept-Language` decides: the mails a person's own request
 * sends (sign-up, sign-in link, password reset) are in it, unless the account chose a language.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const post = async (url: string, payload: object, language?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: language ? { 'accept-language': language } : {},
  });
  await t.app.background.settled();
  return res;
};

async function lastMail(to: string) {
  const result = await t.database.db.execute(
    sql`select template, locale, subject from mail_messages where recipient = ${to} order by created_at desc limit 1`,
  );
  return (result as unknown as { rows: { template: string; locale: string; subject: string }[] })
    .rows[0]!;
}

describe('Accept-Language before sign-in', () => {
  it('reads the first language Matchday speaks, else the programme’s', () => {
    expect(acceptedLocale('sv-SE,sv;q=0.9,en;q=0.8')).toBe('sv');
    expect(acceptedLocale('de-DE,en;q=0.5,sv;q=0.7')).toBe('sv');
    expect(acceptedLocale('de-DE')).toBe('en');
    expect(acceptedLocale(undefined)).toBeUndefined();
  });

  it('writes the sign-up verification mail in the browser’s language', async () => {
    const res = await post(
      '/api/auth/register',
      {
        company: { name: 'Sprak Labs AB', country: 'se', incubator: 'Sting' },
        user: {
          email: 'sixten@sprak.test',
          name: 'Sixten Sprak',
          password: 'a long enough passphrase',
        },
      },
      'sv-SE,sv;q=0.9,en;q=0.8',
    );
    expect(res.statusCode).toBe(200);
    const mail = await lastMail('sixten@sprak.test');
    expect(mail).toEqual({
      template: 'verify',
      locale: 'sv',
      subject: 'Bekräfta din e-postadress för Matchday',
    });
  });

  it('writes a sign-in link in the browser’s language, and in English without the header', async () => {
    const user = await createTestUser(t.database.db, { email: 'selma@sprak.test' });
    await post('/api/auth/loginlink', { email: user.email }, 'sv');
    expect(await lastMail(user.email)).toMatchObject({
      locale: 'sv',
      subject: 'Din inloggningslänk till Matchday',
    });
    await t.database.db.execute(
      sql`update one_time_tokens set created_at = now() - interval '2 minutes'`,
    );
    await post('/api/auth/loginlink', { email: user.email });
    expect(await lastMail(user.email)).toMatchObject({
      locale: 'en',
      subject: 'Your Matchday sign-in link',
    });
  });

  it('keeps the language the person chose over the browser’s', async () => {
    const user = await createTestUser(t.database.db, { email: 'elis@sprak.test' });
    await t.database.db.update(users).set({ locale: 'en' }).where(eq(users.id, user.id));
    await post('/api/auth/forgotpassword', { email: user.email }, 'sv-SE');
    expect(await lastMail(user.email)).toMatchObject({
      template: 'password-reset',
      locale: 'en',
      subject: 'Reset your Matchday password',
    });
  });
});
