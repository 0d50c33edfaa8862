import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/app.ts';
import { createTestAdmin, TEST_PASSWORD } from '../../../test/factories.ts';
import { GRAPH, graphql, signInAs } from '../../../test/http.ts';
import { setProgrammeLocale } from '../../platform/locale.ts';
import { hashPassword } from '../auth/passwords.ts';
import { queueMail } from '../mail/mail.service.ts';
import { mailMessages } from '../mail/mail.tables.ts';
import { renderMail } from '../mail/templates/render.ts';
import { createCompany, createUser } from './accounts.service.ts';

/** Each person's language: `me { locale }`, `setMyLocale`, and mails in the recipient's language. */
let t: TestApp;
const person = { email: 'lina@lingua.test', type: 'startup' as const };
beforeAll(async () => {
  t = await testApp();
  const company = await createCompany(t.database.db, {
    type: 'startup',
    name: 'Lingua AB',
    country: 'SE',
    activityStatus: 'ACTIVE',
  });
  await createUser(t.database.db, {
    companyId: company.id,
    type: 'startup',
    email: person.email,
    name: 'Lina Lingua',
    passwordHash: await hashPassword(TEST_PASSWORD),
    verified: true,
  });
});
afterAll(() => {
  setProgrammeLocale('en');
  return t.close();
});

const ME = '{ me { locale localeChosen } }';
const SET = 'mutation ($l: String!) { setMyLocale(locale: $l) { locale localeChosen } }';

async function subjectOf(to: string, key: string) {
  const [row] = await t.database.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.idempotencyKey, `password-reset|${to}|${key}`));
  return row!;
}

describe('a person’s language', () => {
  it('is the programme’s until chosen, then the chosen one on every graph', async () => {
    const c = await signInAs(t.app, person);
    const token = c.token.accessTokenHeader;
    expect((await graphql(t.app, '/api/startup', token, ME)).json()).toEqual({
      data: { me: { locale: 'en', localeChosen: false } },
    });
    expect((await graphql(t.app, '/api/startup', token, SET, { l: 'sv' })).json()).toEqual({
      data: { setMyLocale: { locale: 'sv', localeChosen: true } },
    });
    expect((await graphql(t.app, '/api/startup', token, ME)).json()).toEqual({
      data: { me: { locale: 'sv', localeChosen: true } },
    });
  });

  it('refuses a language it does not speak, naming the ones it does', async () => {
    const c = await signInAs(t.app, person);
    const res = await graphql(t.app, '/api/startup', c.token.accessTokenHeader, SET, { l: 'de' });
    const body = res.json() as { errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toContain('Language must be one of en, sv (got "de")');
  });

  it('lets an admin choose too', async () => {
    const admin = await createTestAdmin(t.database.db, { email: 'ada@lingua.test' });
    const c = await signInAs(t.app, { email: admin.email }, { admin: true });
    const res = await graphql(t.app, GRAPH.admin, c.token.accessTokenHeader, SET, { l: 'sv' });
    expect(res.json()).toEqual({ data: { setMyLocale: { locale: 'sv', localeChosen: true } } });
  });
});

describe('mails in the recipient’s language', () => {
  const link = 'http://localhost:3000/reset/abc';

  it('writes a mail to a person who chose Swedish in Swedish, subject, body and layout', async () => {
    await queueMail(t.database.db, {
      template: 'password-reset',
      to: person.email,
      data: { link, name: 'Lina' },
      idempotencyKey: 'sv-1',
    });
    const row = await subjectOf(person.email, 'sv-1');
    expect(row.locale).toBe('sv');
    expect(row.subject).toBe('Återställ ditt lösenord till Matchday');
    const mail = await renderMail(row.template, row.data, row.locale);
    expect(mail.html).toContain('lang="sv"');
    expect(mail.text).toContain('Hej Lina!');
    expect(mail.text).toContain('Välj ett nytt lösenord');
    expect(mail.html).toContain('Eller öppna den här länken:');
    expect(mail.text).toContain('Frågor? Skriv till');
    expect(mail.text).not.toContain('Reset your password');
  });

  it('writes to an address without an account in the programme’s language', async () => {
    await queueMail(t.database.db, {
      template: 'password-reset',
      to: 'nobody@lingua.test',
      data: { link },
      idempotencyKey: 'en-1',
    });
    expect((await subjectOf('nobody@lingua.test', 'en-1')).subject).toBe(
      'Reset your Matchday password',
    );
    setProgrammeLocale('sv');
    try {
      await queueMail(t.database.db, {
        template: 'password-reset',
        to: 'nobody@lingua.test',
        data: { link },
        idempotencyKey: 'sv-2',
      });
      const row = await subjectOf('nobody@lingua.test', 'sv-2');
      expect(row.locale).toBe('sv');
      expect(row.subject).toBe('Återställ ditt lösenord till Matchday');
    } finally {
      setProgrammeLocale('en');
    }
  });

  it('keeps English mails exactly as they were', async () => {
    const mail = await renderMail('password-reset', { link, name: 'Ada' }, 'en');
    expect(mail.subject).toBe('Reset your Matchday password');
    expect(mail.html).toContain('lang="en"');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.html).toContain('Or open this link:');
    expect(mail.text).toContain('Matchday · Questions? Write to');
  });
});
