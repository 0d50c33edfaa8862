// Registers how mails learn the recipient's language (auth owns the accounts' mails).
import '../auth/auth.mail.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationWorld, type ConversationWorld } from '../../../test/conversations-fixture.ts';
import { testDatabase } from '../../../test/database.ts';
import { eventually } from '../../../test/eventually.ts';
import { dropJobSchema, startTestWorker } from '../../../test/mail.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { openDatabase, type Database } from '../../platform/db.ts';
import { smtpTransport } from '../../platform/mailer.ts';
import { users } from '../accounts/accounts.tables.ts';
import { markConversationRead, openConversation } from './conversations.service.ts';
import {
  myMessageDigests,
  sendConversationDigests,
  setMyMessageDigests,
} from './digests.service.ts';
import { sendMessage } from './messages.service.ts';

/*
 * The away digest (docs/decisions/112), with the sweep's clock driven by the test and the mails
 * read off a real SMTP server: one mail per person and conversation once a message has waited
 * 15 minutes unread — however many messages, however many sweeps run at once — none for what
 * was read, none to a person who turned digests off, one more only after reading, in the
 * reader's language with a link to the conversation.
 */
const URL_ = 'http://matchday.test';
const MINUTE = 60_000;
let database: Database;
/** On PostgreSQL, a second instance's own pool on the same database (null on PGlite). */
let second: Database | null = null;
let smtp: TestSmtp;
let w: ConversationWorld;
let conversationId = '';
let startupEmail = '';
let corpEmail = '';
const db = () => database.db;
const sweep = (at: number) => sendConversationDigests(db(), URL_, new Date(at));
const say = (actor: ConversationWorld['corp']['actor'], body: string) =>
  sendMessage(db(), actor, { conversationId, body });

/** The digests the SMTP server received (the fixture's other mails left out), once `count` came. */
const digestsReceived = (count: number) =>
  eventually(() => {
    const got = smtp.received.filter((m) => /unread message|oläst|olästa/.test(m.subject));
    expect(got).toHaveLength(count);
    return got;
  });

async function emailOf(id: string) {
  const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, id));
  return row!.email;
}

/** The digests queued so far (read by SQL: the mail room's tables are its own). */
async function queued() {
  const result = await db().execute(
    sql`select recipient from mail_messages where template = 'conversationdigest' order by created_at`,
  );
  return (result as unknown as { rows: { recipient: string }[] }).rows.map((r) => r.recipient);
}

beforeAll(async () => {
  database = await testDatabase();
  const url = process.env.DATABASE_URL;
  if (url) second = await openDatabase({ url, poolSize: 2 });
  smtp = await startTestSmtp();
  w = await conversationWorld(db());
  startupEmail = await emailOf(w.startup.userId);
  corpEmail = await emailOf(w.corp.userId);
  conversationId = (
    await openConversation(db(), w.startup.actor, {
      companyId: w.corp.companyId,
      eventId: w.eventId,
    })
  ).id;
  if (second) {
    // The second instance works on the same database: it sees the conversation.
    const seen = await second.db.execute(
      sql`select id from conversations where id = ${conversationId}`,
    );
    expect((seen as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  }
}, 60_000);
afterAll(async () => {
  await second?.close();
  await smtp.close();
  await database.close();
});

describe('the away digest', () => {
  it('goes once per conversation after 15 minutes, not for read messages, not when off', async () => {
    const worker = await startTestWorker(
      database,
      smtpTransport(smtp.url, 'Matchday <no-reply@matchday.test>'),
    );
    try {
      expect(await myMessageDigests(db(), w.corpColleague.actor)).toBe(true);
      expect(await setMyMessageDigests(db(), w.corpColleague.actor, false)).toBe(false);
      expect(await myMessageDigests(db(), w.corpColleague.actor)).toBe(false);
      const start = Date.now();
      for (const body of ['Can you send the deck?', 'And a short agenda.', 'See you at 10.']) {
        await say(w.corp.actor, body);
      }
      await say(w.startup.actor, 'Sure, sending it now.');
      // The corporate's first member reads the reply; the colleague turned digests off.
      await markConversationRead(db(), w.corp.actor, conversationId);

      expect((await sweep(start + 14 * MINUTE)).sent).toBe(0);
      // Two sweeps at once (on PostgreSQL as two instances, each its own pool): one digest.
      const both = await Promise.all([
        sweep(start + 16 * MINUTE),
        sendConversationDigests((second ?? database).db, URL_, new Date(start + 16 * MINUTE)),
      ]);
      expect(both.map((r) => r.sent).sort()).toEqual([0, 1]);
      expect(await queued()).toEqual([startupEmail]);

      // More messages, later sweeps: still that one digest until the startup reads.
      await say(w.corp.actor, 'One more thing.');
      expect((await sweep(start + 40 * MINUTE)).sent).toBe(0);

      const [first] = await digestsReceived(1);
      expect(first!.to).toEqual([startupEmail]);
      expect(first!.subject).toMatch(/^3 unread messages from /);
      expect(first!.text).toContain('The newest: “See you at 10.”');
      expect(first!.text).toContain(`${URL_}/startup/messages/${conversationId}`);
      expect(first!.text).toContain('turn these mails off in your settings');

      // Read, then a new message waits 15 minutes: one more digest, in the reader's language.
      await markConversationRead(db(), w.startup.actor, conversationId);
      await db().update(users).set({ locale: 'sv' }).where(eq(users.id, w.startup.userId));
      await say(w.corp.actor, 'Did you get it?');
      expect((await sweep(Date.now() + 10 * MINUTE)).sent).toBe(0);
      expect((await sweep(Date.now() + 16 * MINUTE)).sent).toBe(1);
      expect((await sweep(Date.now() + 17 * MINUTE)).sent).toBe(0);
      const mails = await digestsReceived(2);
      expect(mails[1]!.subject).toMatch(/^1 oläst meddelande från /);
      expect(mails[1]!.text).toContain('Did you get it?');
      expect(await queued()).toEqual([startupEmail, startupEmail]);
      expect(await queued()).not.toContain(corpEmail);

      // Turned back on: the colleague's unread reply is digested once.
      await setMyMessageDigests(db(), w.corpColleague.actor, true);
      expect((await sweep(Date.now() + 16 * MINUTE)).sent).toBe(1);
      const colleague = await emailOf(w.corpColleague.userId);
      expect((await queued()).at(-1)).toBe(colleague);
    } finally {
      await worker.stop();
      await dropJobSchema(database, worker.schema);
    }
  });

  it('refuses a setting that is not on or off, by name', async () => {
    await expect(setMyMessageDigests(db(), w.startup.actor, 'yes')).rejects.toThrow(
      'Say whether digests are on (true) or off (false)',
    );
  });
});
