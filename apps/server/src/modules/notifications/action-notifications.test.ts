import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, tokenOf } from '../../../test/http.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import { reportsFixture, type ReportsFixture } from '../../../test/reports-fixture.ts';
import { signingFixture, type SigningFixture } from '../../../test/signing-fixture.ts';
import { testDatabase } from '../../../test/database.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Database } from '../../platform/db.ts';
import { temporaryStorage, type FileStorage } from '../../platform/storage.ts';
import { rateMeeting } from '../followup/ratings.service.ts';
import { claimRound } from '../followup/rounds.ts';
import { queueMail } from '../mail/mail.service.ts';
import { chooseSuggestion, respondToSelection } from '../matchmaking/choices.service.ts';
import { answerPairing, requestPairing } from '../matchmaking/pairing.service.ts';
import { sendAgreement } from '../signing/send.service.ts';
import { signingLink, signWithLink } from '../signing/sign.service.ts';
import { myNotifications } from './notifications.service.ts';

/*
 * Decision 077: a notification that asks for an action leads to the page of
 * the action, and doing the action marks it done (and read) — for each kind that asks one.
 */
let database: Database;
let storage: FileStorage;
let f: MeetingsFixture;
const PUBLIC_URL = 'http://matchday.test';

beforeAll(async () => {
  database = await testDatabase();
  storage = await temporaryStorage();
  f = await meetingsFixture(database.db, { startups: 2, corporates: 1, pairs: [], tag: 'tasks' });
});
afterAll(async () => database?.close());

const ctx = (actor: Actor) => ({ db: database.db, actor, publicUrl: PUBLIC_URL });

/** The reader's notifications of one template, as their list shows them. */
async function listed(actor: Actor, template: string) {
  const page = await myNotifications(database.db, actor, { first: 50 });
  return page.items.filter((n) => n.template === template);
}

describe('action notifications', () => {
  it('a selection leads to the startup’s selections and is done when the startup answers', async () => {
    const [startup] = f.startups;
    const [corp] = f.corporates;
    // A published suggestion (how it came about is matchmaking's business, tested there).
    const inserted = await database.db.execute(
      sql`insert into matches (event_id, startup_id, corporate_id, source, state, score)
          values (${f.eventId}, ${startup!.id}, ${corp!.id}, 'ADMIN', 'SUGGESTED', 80)
          returning id`,
    );
    const suggestion = (inserted as unknown as { rows: { id: string }[] }).rows[0];
    await chooseSuggestion(ctx(corp!.user), suggestion!.id, { choice: 'MEET' });
    const [before] = await listed(startup!.user, 'match');
    expect(before).toMatchObject({
      path: `/startup/events/${f.eventId}/selections`,
      task: true,
      done: false,
      read: false,
    });

    await respondToSelection(database.db, startup!.user, suggestion!.id, true);
    const [after] = await listed(startup!.user, 'match');
    expect(after).toMatchObject({ id: before!.id, task: true, done: true, read: true });
    // A notification that only tells is not a task and is left alone.
    const [told] = await listed(startup!.user, 'joinevent');
    expect(told).toMatchObject({ task: false, done: false });
  });

  it('a pairing request leads to the corporate’s requests and is done when it is answered', async () => {
    const [, startup] = f.startups;
    const [corp] = f.corporates;
    const request = await requestPairing(ctx(startup!.user), f.eventId, {
      corporateId: corp!.id,
      message: 'We would like to show you our inspection robot.',
    });
    const [before] = await listed(corp!.user, 'pairing-request');
    expect(before).toMatchObject({
      path: `/corporate/events/${f.eventId}/requests`,
      task: true,
      done: false,
    });

    await answerPairing(ctx(corp!.user), request.id, false);
    const [after] = await listed(corp!.user, 'pairing-request');
    expect(after).toMatchObject({ id: before!.id, done: true, read: true });
    // The startup's answer notification only tells.
    expect(await listed(startup!.user, 'pairing-request-update')).toMatchObject([
      { task: false, done: false, read: false },
    ]);
  });

  it('a rating request and its reminder are done when that side rates the meeting', async () => {
    const r: ReportsFixture = await reportsFixture(database.db, 'taskrate');
    // M2 (S1·C0, HELD): the startup rated, the corporate has not.
    const meetingId = r.meetingIds[1]!;
    const corp = r.corporates[0]!.user;
    const due = { meetingId, side: 'CORPORATE' as const };
    await database.db.transaction(async (tx) => {
      for (const round of [0, 1]) {
        for (const mail of await claimRound(tx, PUBLIC_URL, due, 'RATING', round, new Date())) {
          await queueMail(tx, mail);
        }
      }
    });
    const before = await listed(corp, 'feedbacktrigger');
    expect(before).toHaveLength(2);
    for (const n of before) {
      expect(n).toMatchObject({
        path: `/corporate/events/${r.eventId}/feedback`,
        task: true,
        done: false,
      });
    }

    await rateMeeting(database.db, corp, meetingId, { score: 4, wantsFollowUp: true });
    for (const n of await listed(corp, 'feedbacktrigger')) {
      expect(n).toMatchObject({ done: true, read: true });
    }
  });
});

describe('signing notifications', () => {
  let s: SigningFixture;
  beforeAll(async () => {
    s = await signingFixture(database.db, 'tasks');
  });

  /** The notification rows of an address (the signatories need no account to be mailed). */
  const rowsTo = async (email: string) => {
    const result = await database.db.execute(
      sql`select template, title, path, task, read_at as "readAt", done_at as "doneAt"
          from notifications where recipient = ${email.toLowerCase()} order by created_at`,
    );
    return (result as unknown as { rows: Record<string, unknown>[] }).rows;
  };

  it('“Please sign the agreement” leads to the agreement page; signing marks only that one done', async () => {
    const app = await s.approvedApplication();
    const deps = { db: database.db, storage, publicUrl: PUBLIC_URL, scrive: null };
    await sendAgreement(deps, s.actors.admin, app.id, { provider: 'builtin' });
    const signers = {
      startup: app.startupSignatoryEmail!,
      corporate: app.corporateSignatoryEmail!,
      programme: 'programme-tasks@matchday.test',
    };
    const paths = {
      startup: `/startup/grants/${app.id}/agreement`,
      corporate: `/corporate/grants/${app.id}/agreement`,
      programme: `/admin/grants/${app.id}/agreement`,
    };
    for (const [role, email] of Object.entries(signers) as [keyof typeof paths, string][]) {
      const [row] = await rowsTo(email);
      expect(row, role).toMatchObject({
        template: 'signrequest',
        path: paths[role],
        doneAt: null,
        readAt: null,
      });
      expect(row!.title as string).toMatch(/^Please sign the innovation grant agreement/);
      expect(row!.task as string, role).toMatch(/^sign:/);
    }

    const [mail] = (await mailsTo(database.db, signers.startup)).filter(
      (m) => m.template === 'signrequest',
    );
    const token = tokenOf(mail!.data.link);
    const { documentSha256 } = await signingLink(deps, token);
    await signWithLink(
      deps,
      token,
      { typedName: 'Ada Founder', consent: true, documentSha256 },
      { ip: '127.0.0.1', userAgent: 'vitest' },
    );
    const [signed] = await rowsTo(signers.startup);
    expect(signed!.doneAt).not.toBeNull();
    expect(signed!.readAt).not.toBeNull();
    for (const other of [signers.corporate, signers.programme]) {
      const [row] = await rowsTo(other);
      expect(row, other).toMatchObject({ doneAt: null, readAt: null });
    }
  });
});
