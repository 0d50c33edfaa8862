import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../../test/actors.ts';
import { testDatabase } from '../../../test/database.ts';
import { mailsTo } from '../../../test/http.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Database } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { companies } from '../accounts/accounts.tables.ts';
import { fireMailTrigger } from '../mail/mail.trigger.ts';
import { meetings } from '../meetings/meetings.tables.ts';
import { advanceGrant, loadAgreementSource } from './agreement-source.ts';
import { createGrantApplication, grantPartners, saveGrantDraft } from './drafts.service.ts';
import { grantApplication, myGrantApplications, versionsOf } from './read.service.ts';
import { decideGrantApplication, grantQueue, startGrantReview } from './review.service.ts';
import { confirmGrantPartner, submitGrantApplication } from './submission.service.ts';

/** Grant applications: drafts, confirmation, submission, review, access. */
let database: Database;
let f: MeetingsFixture;
let heldMeetingId: string;
const root = adminOf('ADMIN');
const publicUrl = 'http://matchday.test';
const ctx = (actor: Actor) => ({ db: database.db, actor, publicUrl });
let startup: Actor;
let corp: Actor;
let otherCorp: Actor;
let noAccess: Actor;
const ADMIN_EMAIL = 'grants-reviewer@example.test';

async function fails(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
const fieldsOf = (e: AppError) =>
  ((e.details as { fields?: { field: string }[] })?.fields ?? []).map((x) => x.field);

const whole = (corporateId: string) => ({
  corporateId,
  meetingId: heldMeetingId,
  title: 'Pilot: sensor retrofit',
  summary: 'A six-month pilot of retrofitted sensors.',
  plan: 'Month 1: install. Months 2–6: measure.',
  budgetTotal: 300_000,
  budgetLines: [
    { label: 'Hardware', amount: 120_000 },
    { label: 'Engineering', amount: 180_000 },
  ],
  timelineMonths: 6,
  startupSignatoryName: 'Ann Startup',
  startupSignatoryEmail: 'ann@startup.test',
});

beforeAll(async () => {
  database = await testDatabase();
  f = await meetingsFixture(database.db, {
    startups: 2,
    corporates: 2,
    pairs: [
      [0, 0],
      [1, 1],
    ],
    tag: 'grants',
  });
  const db = database.db;
  await db
    .update(companies)
    .set({ hasAccessInnovationGrants: true })
    .where(inArray(companies.id, [f.startups[0]!.id, f.corporates[0]!.id, f.corporates[1]!.id]));
  const [m] = await db
    .insert(meetings)
    .values({
      eventId: f.eventId,
      matchId: f.matchIds[0]!,
      startupId: f.startups[0]!.id,
      corporateId: f.corporates[0]!.id,
      status: 'HELD',
    })
    .returning();
  heldMeetingId = m!.id;
  startup = f.startups[0]!.user;
  corp = f.corporates[0]!.user;
  otherCorp = f.corporates[1]!.user;
  noAccess = f.startups[1]!.user;
  const { createTestAdmin } = await import('../../../test/factories.ts');
  await createTestAdmin(db, { email: ADMIN_EMAIL });
});
afterAll(() => database.close());

describe('the grants area exists only with hasAccessInnovationGrants', () => {
  it('a company without the flag: not found, on every verb', async () => {
    expect((await fails(myGrantApplications(database.db, noAccess))).code).toBe('NOT_FOUND');
    expect((await fails(createGrantApplication(ctx(noAccess), {}))).code).toBe('NOT_FOUND');
    expect((await fails(grantPartners(database.db, noAccess))).code).toBe('NOT_FOUND');
  });

  it('roles outside the table are refused; non-ADMIN admins find no queue', async () => {
    expect((await fails(myGrantApplications(database.db, null))).code).toBe('UNAUTHENTICATED');
    const host = adminOf('EVENT_HOST', { hosting: [f.eventId] });
    expect((await fails(grantQueue(database.db, host, {}))).code).toBe('FORBIDDEN');
  });
});

describe('draft → submitted → decided', () => {
  let id: string;
  let version: number;

  it('partners: corporates with access, the one met in a held meeting first', async () => {
    const options = await grantPartners(database.db, startup);
    expect(options[0]!.corporate.id).toBe(f.corporates[0]!.id);
    expect(options[0]!.meetings.map((m) => m.id)).toEqual([heldMeetingId]);
    expect(options.map((o) => o.corporate.id)).toContain(f.corporates[1]!.id);
  });

  it('a draft may be incomplete (autosave of bad fields: grants.autosave.test.ts)', async () => {
    const app = await createGrantApplication(ctx(startup), { title: 'Pilot: draft' });
    id = app.id;
    version = app.version;
    expect(app.status).toBe('DRAFT');
  });

  it('autosave checks the version: a stale save is a conflict, nothing overwritten', async () => {
    const saved = await saveGrantDraft(ctx(startup), id, version, {
      ...whole(f.corporates[0]!.id),
      budgetTotal: 299_000,
    });
    expect(saved.invalid).toEqual([]);
    expect(saved.application.version).toBe(version + 1);
    const stale = await fails(saveGrantDraft(ctx(startup), id, version, { title: 'Old' }));
    expect(stale.code).toBe('CONFLICT');
    expect((await grantApplication(database.db, startup, id)).title).toBe('Pilot: sensor retrofit');
    version = saved.application.version;
  });

  it('submitting: a budget that does not add up, then no confirmation → 400 naming the field', async () => {
    const sum = await fails(submitGrantApplication(ctx(startup), id));
    expect(sum.code).toBe('BAD_REQUEST');
    expect(fieldsOf(sum)).toContain('budgetTotal');
    expect(sum.message).toMatch(/add up to the total/);
    version = (await saveGrantDraft(ctx(startup), id, version, { budgetTotal: 300_000 }))
      .application.version;
    const unconfirmed = await fails(submitGrantApplication(ctx(startup), id));
    expect(fieldsOf(unconfirmed)).toEqual(['corporateConfirmedAt']);
  });

  it('only the named partner confirms; another corporate does not find the draft', async () => {
    const other = await fails(
      confirmGrantPartner(database.db, otherCorp, id, {
        signatoryName: 'X',
        signatoryEmail: 'x@corp.test',
      }),
    );
    expect(other.code).toBe('NOT_FOUND');
    const confirmed = await confirmGrantPartner(database.db, corp, id, {
      signatoryName: 'Cecilia Corp',
      signatoryEmail: 'cecilia@corp.test',
    });
    expect(confirmed.corporateConfirmedAt).toBeInstanceOf(Date);
    expect((await myGrantApplications(database.db, corp)).map((a) => a.id)).toContain(id);
    expect(await myGrantApplications(database.db, otherCorp)).toEqual([]);
  });

  it('submits; the reviewers get grant-form; the version is kept as submitted', async () => {
    const app = await submitGrantApplication(ctx(startup), id);
    expect(app.status).toBe('SUBMITTED');
    const mails = await mailsTo(database.db, ADMIN_EMAIL);
    expect(mails.map((m) => m.template)).toEqual(['grant-form']);
    expect(mails[0]!.data.link).toBe(`${publicUrl}/admin/grants/${id}`);
    // Read-only from now on.
    expect((await fails(saveGrantDraft(ctx(startup), id, app.version, {}))).code).toBe('CONFLICT');
    const versions = await versionsOf(database.db, id);
    expect(versions).toHaveLength(1);
    expect(versions[0]!.application.budgetTotal).toBe(300_000);
    expect(versions[0]!.application.corporateSignatoryName).toBe('Cecilia Corp');
    expect(versions[0]!.application.meeting?.id).toBe(heldMeetingId);
  });

  it('ADMIN reviews: the queue, out-of-order moves are conflicts, a decision mails both', async () => {
    const queue = await grantQueue(database.db, root, { status: 'SUBMITTED', search: 'sensor' });
    expect(queue.items.map((a) => a.id)).toEqual([id]);
    expect(queue.total).toBe(1);
    expect((await grantQueue(database.db, root, { search: 'nothing like it' })).total).toBe(0);
    const early = await fails(
      decideGrantApplication(ctx(root), id, { decision: 'APPROVED', note: null }),
    );
    expect(early.code).toBe('CONFLICT');
    expect((await startGrantReview(database.db, root, id)).status).toBe('IN_REVIEW');
    const noNote = await fails(decideGrantApplication(ctx(root), id, { decision: 'REJECTED' }));
    expect(fieldsOf(noNote)).toEqual(['note']);
    const decided = await decideGrantApplication(ctx(root), id, {
      decision: 'APPROVED',
      note: 'A clear plan.',
    });
    expect(decided.status).toBe('APPROVED');
    expect(decided.decisionNote).toBe('A clear plan.');
    const startupMail = await mailsTo(database.db, 'startup0.0.grants@meetings.test');
    const corpMail = await mailsTo(database.db, 'corp0.0.grants@meetings.test');
    const grantMails = (ms: typeof startupMail) =>
      ms
        .filter((m) => m.template === 'grant-form')
        .map((m) => [(m.data as { state?: string }).state, (m.data as { note?: string }).note]);
    expect(grantMails(startupMail)).toEqual([['APPROVED', 'A clear plan.']]);
    // The partner was first asked to confirm its part when the startup named it.
    expect(grantMails(corpMail)).toEqual([
      ['CONFIRM', undefined],
      ['APPROVED', 'A clear plan.'],
    ]);
    expect(corpMail.find((m) => m.template === 'grant-form')!.data.link).toBe(
      `${publicUrl}/corporate/grants/${id}`,
    );
    // The submitted version did not change with the decision.
    expect((await versionsOf(database.db, id))[0]!.application.status).toBe('SUBMITTED');
  });

  it('POST /api/usermail/grant-form mails a party its state again; others find nothing', async () => {
    const fire = (actor: Actor) =>
      fireMailTrigger({ db: database.db, publicUrl }, 'usermail', 'grant-form', actor, {
        applicationId: id,
      });
    const first = await fire(startup);
    const again = await fire(startup);
    expect([first.queued, again.queued, again.duplicates]).toEqual([1, 0, 1]);
    const asked = (await mailsTo(database.db, 'startup0.0.grants@meetings.test')).filter(
      (m) => m.template === 'grant-form',
    );
    expect(asked.map((m) => (m.data as { state?: string }).state)).toEqual([
      'APPROVED',
      'APPROVED',
    ]);
    expect((await fails(fire(otherCorp))).code).toBe('NOT_FOUND');
    expect((await fails(fire(noAccess))).code).toBe('NOT_FOUND');
  });

  it('the agreement source and the signing steps (advanceGrant) follow the table', async () => {
    const source = await database.db.transaction((tx) => loadAgreementSource(tx, id));
    expect(source).toMatchObject({
      status: 'APPROVED',
      budgetTotal: 300_000,
      timelineMonths: 6,
      startup: { signatoryEmail: 'ann@startup.test' },
      corporate: { signatoryName: 'Cecilia Corp' },
    });
    const skip = await fails(
      database.db.transaction((tx) => advanceGrant(tx, id, 'APPROVED', 'SIGNED', null)),
    );
    expect(skip.code).toBe('BAD_REQUEST');
    const wrongFrom = await fails(
      database.db.transaction((tx) => advanceGrant(tx, id, 'AGREEMENT_SENT', 'SIGNED', null)),
    );
    expect(wrongFrom.code).toBe('CONFLICT');
    await database.db.transaction((tx) =>
      advanceGrant(tx, id, 'APPROVED', 'AGREEMENT_SENT', root!.id, 'Sent'),
    );
    const app = await grantApplication(database.db, corp, id);
    expect(app.status).toBe('AGREEMENT_SENT');
  });

  it('the access flag taken away: the area and the application are gone, not forbidden', async () => {
    await database.db
      .update(companies)
      .set({ hasAccessInnovationGrants: false })
      .where(eq(companies.id, f.corporates[0]!.id));
    try {
      expect((await fails(grantApplication(database.db, corp, id))).code).toBe('NOT_FOUND');
      expect((await grantApplication(database.db, startup, id)).id).toBe(id);
    } finally {
      await database.db
        .update(companies)
        .set({ hasAccessInnovationGrants: true })
        .where(eq(companies.id, f.corporates[0]!.id));
    }
  });
});
