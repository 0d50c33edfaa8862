import { canMoveGrant, GRANT_STATUSES, type GrantMover, type GrantStatus } from '@matchday/shared';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../../test/actors.ts';
import { testDatabase } from '../../../test/database.ts';
import { meetingsFixture, type MeetingsFixture } from '../../../test/meetings-fixture.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Database } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { companies } from '../accounts/accounts.tables.ts';
import { advanceGrant } from './agreement-source.ts';
import { createGrantApplication } from './drafts.service.ts';
import { askForGrantChanges, decideGrantApplication, startGrantReview } from './review.service.ts';
import { confirmGrantPartner, submitGrantApplication } from './submission.service.ts';
import { grantApplications } from './grants.tables.ts';

/**
 * The state machine on the real services: whatever any of the seven roles (or the
 * server) tries, in whatever order, the stored status only ever moves along GRANT_TRANSITIONS,
 * by a mover the table names; and a move the table grants that role does happen.
 */
let database: Database;
let f: MeetingsFixture;
const publicUrl = 'http://matchday.test';

const ROLES_TRIED = [
  'anonymous',
  'startup',
  'corp',
  'ADMIN',
  'EVENT_HOST',
  'INCUBATOR',
  'CONSORTIUM_MEMBER',
  'SYSTEM',
] as const;
type Who = (typeof ROLES_TRIED)[number];
const MOVER: Record<Who, GrantMover | null> = {
  anonymous: null,
  startup: 'STARTUP',
  corp: 'CORPORATE',
  ADMIN: 'ADMIN',
  EVENT_HOST: null,
  INCUBATOR: null,
  CONSORTIUM_MEMBER: null,
  SYSTEM: 'SYSTEM',
};
const VERBS = ['submit', 'review', 'approve', 'reject', 'ask', 'send', 'sign', 'close'] as const;
type Verb = (typeof VERBS)[number];
/** Moved by the signing room through advanceGrant (tried here as SYSTEM only). */
const AGREEMENT_VERBS: readonly Verb[] = ['send', 'sign', 'close'];
const TARGET: Record<Verb, GrantStatus> = {
  submit: 'SUBMITTED',
  review: 'IN_REVIEW',
  approve: 'APPROVED',
  reject: 'REJECTED',
  ask: 'DRAFT',
  send: 'AGREEMENT_SENT',
  sign: 'SIGNED',
  close: 'CLOSED',
};

function actorOf(who: Who): Actor {
  switch (who) {
    case 'anonymous':
    case 'SYSTEM':
      return null;
    case 'startup':
      return f.startups[0]!.user;
    case 'corp':
      return f.corporates[0]!.user;
    case 'EVENT_HOST':
      return adminOf('EVENT_HOST', { hosting: [f.eventId] });
    case 'INCUBATOR':
      return adminOf('INCUBATOR', { incubator: 'STING' });
    case 'CONSORTIUM_MEMBER':
      return adminOf('CONSORTIUM_MEMBER', { accountFilter: [f.startups[0]!.id] });
    case 'ADMIN':
      return adminOf('ADMIN');
  }
}

/** Tries one verb as one role; refusals are expected, other errors are not. */
async function attempt(id: string, who: Who, verb: Verb, current: GrantStatus) {
  const actor = actorOf(who);
  const ctx = { db: database.db, actor, publicUrl };
  try {
    if (AGREEMENT_VERBS.includes(verb) !== (who === 'SYSTEM')) return;
    if (who === 'SYSTEM') {
      // The agreement steps are the signing room's server-side calls (advanceGrant).
      await database.db.transaction((tx) =>
        advanceGrant(tx, id, current, TARGET[verb], actor?.id ?? null),
      );
      return;
    }
    if (verb === 'submit') await submitGrantApplication(ctx, id);
    if (verb === 'review') await startGrantReview(database.db, actor, id);
    if (verb === 'approve' || verb === 'reject') {
      await decideGrantApplication(ctx, id, {
        decision: verb === 'approve' ? 'APPROVED' : 'REJECTED',
        note: 'Property run',
      });
    }
    if (verb === 'ask') await askForGrantChanges(ctx, id, { note: 'Property run: change it' });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'BAD_REQUEST']).toContain(
      error.code,
    );
  }
}

async function statusOf(id: string) {
  const [row] = await database.db
    .select({ status: grantApplications.status })
    .from(grantApplications)
    .where(eq(grantApplications.id, id));
  return row!.status;
}

beforeAll(async () => {
  database = await testDatabase();
  f = await meetingsFixture(database.db, {
    startups: 1,
    corporates: 1,
    pairs: [[0, 0]],
    tag: 'grantsm',
  });
  await database.db
    .update(companies)
    .set({ hasAccessInnovationGrants: true })
    .where(inArray(companies.id, [f.startups[0]!.id, f.corporates[0]!.id]));
});
afterAll(() => database.close());

describe('grant state machine on the services', () => {
  it('no role moves an application outside the table; allowed moves happen', async () => {
    const step = fc.record({
      who: fc.constantFrom(...ROLES_TRIED),
      verb: fc.constantFrom(...VERBS),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const app = await createGrantApplication(
          { db: database.db, actor: f.startups[0]!.user, publicUrl },
          {
            corporateId: f.corporates[0]!.id,
            title: 'Pilot: property',
            summary: 'S',
            plan: 'P',
            budgetTotal: 100,
            budgetLines: [{ label: 'All', amount: 100 }],
            timelineMonths: 3,
            startupSignatoryName: 'Ann',
            startupSignatoryEmail: 'ann@startup.test',
          },
        );
        await confirmGrantPartner(database.db, f.corporates[0]!.user, app.id, {
          signatoryName: 'Cid',
          signatoryEmail: 'cid@corp.test',
        });
        for (const { who, verb } of steps) {
          const before = await statusOf(app.id);
          await attempt(app.id, who, verb, before);
          const after = await statusOf(app.id);
          const mover = MOVER[who];
          if (after !== before) {
            expect(mover && canMoveGrant(before, after, mover), `${who} ${before}→${after}`).toBe(
              true,
            );
            expect(after).toBe(TARGET[verb]);
          } else if (
            mover &&
            canMoveGrant(before, TARGET[verb], mover) &&
            AGREEMENT_VERBS.includes(verb) === (who === 'SYSTEM')
          ) {
            throw new Error(`${who} could not ${verb} from ${before}`);
          }
        }
        expect(GRANT_STATUSES).toContain(await statusOf(app.id));
      }),
      { numRuns: 12 },
    );
  });
});
