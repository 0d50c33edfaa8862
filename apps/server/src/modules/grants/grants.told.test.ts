import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../../test/actors.ts';
import { testDatabase } from '../../../test/database.ts';
import { mailsTo, tokenOf } from '../../../test/http.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import { signingFixture } from '../../../test/signing-fixture.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Database } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { temporaryStorage, type FileStorage } from '../../platform/storage.ts';
import { companies } from '../accounts/accounts.tables.ts';
import { myNotifications } from '../notifications/notifications.service.ts';
import { sendAgreement } from '../signing/send.service.ts';
import { signingLink, signWithLink } from '../signing/sign.service.ts';
import { createGrantApplication, saveGrantDraft } from './drafts.service.ts';
import {
  changesAskedOf,
  grantApplication,
  myGrantApplications,
  versionsOf,
} from './read.service.ts';
import {
  askForGrantChanges,
  decideGrantApplication,
  grantQueue,
  startGrantReview,
} from './review.service.ts';
import { confirmGrantPartner, submitGrantApplication } from './submission.service.ts';

/**
 * Who is told what along an application: the partner when it must confirm its part, the
 * startup when the programme asks for changes (and the way back to a new submission), and
 * everyone concerned when the last party signs.
 */
let database: Database;
let storage: FileStorage;
let f: MeetingsFixture;
const publicUrl = 'http://matchday.test';
const root = adminOf('ADMIN');
const ctx = (actor: Actor) => ({ db: database.db, actor, publicUrl });
const STARTUP_MAIL = 'startup0.0.told@meetings.test';
const CORP_MAIL = 'corp0.0.told@meetings.test';

beforeAll(async () => {
  database = await testDatabase();
  storage = await temporaryStorage();
  f = await meetingsFixture(database.db, { startups: 1, corporates: 1, pairs: [], tag: 'told' });
  await database.db
    .update(companies)
    .set({ hasAccessInnovationGrants: true })
    .where(inArray(companies.id, [f.startups[0]!.id, f.corporates[0]!.id]));
});
afterAll(() => database.close());

async function fails(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const grantForms = async (email: string) =>
  (await mailsTo(database.db, email))
    .filter((m) => m.template === 'grant-form')
    .map((m) => m.data as { state: string; note?: string; link: string; title: string });

const listed = async (actor: Actor) =>
  (await myNotifications(database.db, actor, { first: 50 })).items.filter(
    (n) => n.template === 'grant-form',
  );

describe('the corporate partner is asked to confirm its part', () => {
  it('naming the partner mails its people once, as a task done when it confirms', async () => {
    const startup = f.startups[0]!.user;
    const corp = f.corporates[0]!.user;
    const app = await createGrantApplication(ctx(startup), {});
    expect(await grantForms(CORP_MAIL)).toEqual([]);
    const saved = await saveGrantDraft(ctx(startup), app.id, app.version, {
      corporateId: f.corporates[0]!.id,
    });
    // Saving again (same partner) asks nothing more.
    await saveGrantDraft(ctx(startup), app.id, saved.application.version, { title: 'Pilot: told' });
    const mails = await grantForms(CORP_MAIL);
    expect(mails.map((m) => [m.state, m.title])).toEqual([['CONFIRM', 'Untitled draft']]);
    expect(mails[0]!.link).toBe(`${publicUrl}/corporate/grants/${app.id}`);
    const [before] = await listed(corp);
    expect(before).toMatchObject({
      title: 'Confirm your part in a grant application: Untitled draft',
      path: `/corporate/grants/${app.id}`,
      task: true,
      done: false,
    });
    await confirmGrantPartner(database.db, corp, app.id, {
      signatoryName: 'Cecilia Corp',
      signatoryEmail: 'cecilia@corp.test',
    });
    const [after] = await listed(corp);
    expect(after).toMatchObject({ id: before!.id, done: true, read: true });
  });
});

describe('the programme asks for changes', () => {
  let id: string;

  it('only from review, only with a note; the application goes back to the startup', async () => {
    const startup = f.startups[0]!.user;
    const [app] = await myGrantApplications(database.db, startup);
    id = app!.id;
    const draft = await grantApplication(database.db, startup, id);
    await saveGrantDraft(ctx(startup), id, draft.version, {
      summary: 'A pilot.',
      plan: 'Month 1: install.',
      budgetTotal: 100_000,
      budgetLines: [{ label: 'All of it', amount: 100_000 }],
      timelineMonths: 4,
      startupSignatoryName: 'Ann Startup',
      startupSignatoryEmail: 'ann@startup.test',
    });
    await submitGrantApplication(ctx(startup), id);
    const early = await fails(askForGrantChanges(ctx(root), id, { note: 'Split the budget.' }));
    expect(early.code).toBe('CONFLICT');
    await startGrantReview(database.db, root, id);
    const noNote = await fails(askForGrantChanges(ctx(root), id, { note: '  ' }));
    expect(noNote.code).toBe('BAD_REQUEST');
    expect(noNote.details).toEqual({
      fields: [{ field: 'note', message: 'Say what the applicant should change' }],
    });
    const partyAsks = await fails(
      askForGrantChanges(ctx(startup), id, { note: 'Let me edit it again.' }),
    );
    expect(partyAsks.code).not.toBe('BAD_REQUEST');

    const back = await askForGrantChanges(ctx(root), id, {
      note: 'Split the budget into hardware and engineering.',
    });
    expect(back.status).toBe('DRAFT');
    expect((await grantQueue(database.db, root, {})).items.map((a) => a.id)).not.toContain(id);
    const asked = await changesAskedOf(database.db, back);
    expect(asked?.note).toBe('Split the budget into hardware and engineering.');
  });

  it('the startup is mailed the note (a task); the partner is not; resubmitting keeps both versions', async () => {
    const startup = f.startups[0]!.user;
    const mails = (await grantForms(STARTUP_MAIL)).filter((m) => m.state === 'CHANGES');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      note: 'Split the budget into hardware and engineering.',
      link: `${publicUrl}/startup/grants/${id}`,
    });
    expect((await grantForms(CORP_MAIL)).map((m) => m.state)).not.toContain('CHANGES');
    const [task] = (await listed(startup)).filter((n) => n.title.startsWith('Changes asked'));
    expect(task).toMatchObject({ path: `/startup/grants/${id}`, task: true, done: false });

    const draft = await grantApplication(database.db, startup, id);
    const edited = await saveGrantDraft(ctx(startup), id, draft.version, {
      budgetLines: [
        { label: 'Hardware', amount: 40_000 },
        { label: 'Engineering', amount: 60_000 },
      ],
    });
    expect(edited.invalid).toEqual([]);
    const again = await submitGrantApplication(ctx(startup), id);
    expect(again.status).toBe('SUBMITTED');
    expect(await changesAskedOf(database.db, again)).toBeNull();
    const versions = await versionsOf(database.db, id);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions[0]!.application.budgetLines).toEqual([{ label: 'All of it', amount: 100_000 }]);
    expect(versions[1]!.application.budgetLines).toHaveLength(2);
    const [done] = (await listed(startup)).filter((n) => n.id === task!.id);
    expect(done).toMatchObject({ done: true, read: true });
    // Reviewed again, it can be decided as any other.
    await startGrantReview(database.db, root, id);
    const decided = await decideGrantApplication(ctx(root), id, { decision: 'APPROVED' });
    expect(decided.status).toBe('APPROVED');
  });
});

describe('everyone is told when every party has signed', () => {
  it('the last signature mails the parties’ people, the programme and the signatories, once each', async () => {
    const s = await signingFixture(database.db, 'told');
    const app = await s.approvedApplication();
    const deps = { db: database.db, storage, publicUrl, scrive: null };
    await sendAgreement(deps, s.actors.admin, app.id, { provider: 'builtin' });
    const signatories = [
      app.startupSignatoryEmail!,
      app.corporateSignatoryEmail!,
      'programme-told@matchday.test',
    ];
    for (const [i, email] of signatories.entries()) {
      const [mail] = (await mailsTo(database.db, email)).filter(
        (m) => m.template === 'signrequest',
      );
      const token = tokenOf(mail!.data.link);
      const link = await signingLink(deps, token);
      expect(await grantForms(s.startup.email)).toEqual([]);
      await signWithLink(
        deps,
        token,
        { typedName: link.signer.name, consent: true, documentSha256: link.documentSha256 },
        { ip: '127.0.0.1', userAgent: 'vitest' },
      );
      if (i < signatories.length - 1) expect(await grantForms(email)).toEqual([]);
    }
    const told = {
      [s.startup.email]: `/startup/grants/${app.id}/agreement`,
      [s.corp.email]: `/corporate/grants/${app.id}/agreement`,
      'programme-told@matchday.test': `/admin/grants/${app.id}/agreement`,
      [app.startupSignatoryEmail!]: '/',
      [app.corporateSignatoryEmail!]: '/',
    };
    for (const [email, path] of Object.entries(told)) {
      const mails = await grantForms(email);
      expect(
        mails.map((m) => [m.state, m.link]),
        email,
      ).toEqual([['SIGNED', `${publicUrl}${path}`]]);
    }
    expect((await grantApplication(database.db, s.actors.startup, app.id)).status).toBe('SIGNED');
    // The outsider company is not told.
    expect(await grantForms(s.outsider.email)).toEqual([]);
  });
});
