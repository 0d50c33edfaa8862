import { NO_CONTACT_WITH_OUTCOME } from '@matchday/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, headerActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { heldMeetings } from '../../../test/held-meetings.ts';
import { gqlAs } from '../../../test/http.ts';
import type { MeetingsFixture } from '../../../test/meetings-fixture.ts';
import { AppError } from '../../platform/errors.ts';
import { rateMeeting } from './ratings.service.ts';
import { recordFollowUp, reportFollowUp, reportsOf } from './reports.service.ts';

/**
 * What a rating and a follow-up report may say, on the real database: comments and sources have
 * length limits, "No further contact" carries no outcome, no outcome is dated after today, and
 * an empty answer names the choices in words.
 */
let t: TestApp;
let f: MeetingsFixture & { held: string[] };
const root = adminOf('ADMIN');
const db = () => t.database.db;

async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    if (error instanceof AppError) {
      const fields = (error.details as { fields?: { field: string; message: string }[] })?.fields;
      return { code: error.code, message: error.message, fields: fields ?? [] };
    }
    throw error;
  }
  throw new Error('expected a refusal');
}

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  f = await heldMeetings(db(), 2, { tag: 'rules' });
}, 60_000);
afterAll(() => t.close());

const startup = () => f.startups[0]!.user;
const corp = () => f.corporates[0]!.user;

describe('length limits', () => {
  it('a rating’s comment is at most 2000 characters; 2000 are kept whole', async () => {
    const long = await refusal(
      rateMeeting(db(), startup(), f.held[0], {
        score: 4,
        comment: 'x'.repeat(2001),
        wantsFollowUp: true,
      }),
    );
    expect(long).toMatchObject({
      code: 'BAD_REQUEST',
      fields: [{ field: 'comment', message: 'Use at most 2000 characters' }],
    });
    const row = await rateMeeting(db(), startup(), f.held[0], {
      score: 4,
      comment: 'y'.repeat(2000),
      wantsFollowUp: true,
    });
    expect(row.comment).toHaveLength(2000);
  });

  it('a follow-up’s comment is at most 2000 characters, an organiser’s source at most 500', async () => {
    const comment = await refusal(
      reportFollowUp(db(), corp(), f.held[0], {
        result: 'VALUABLE_CONTACT',
        comment: 'z'.repeat(2001),
      }),
    );
    expect(comment.fields).toEqual([{ field: 'comment', message: 'Use at most 2000 characters' }]);
    const source = await refusal(
      recordFollowUp(db(), root, f.held[0], { result: 'KNOWLEDGE_GAIN', source: 's'.repeat(501) }),
    );
    expect(source.fields).toEqual([{ field: 'source', message: 'Use at most 500 characters' }]);
    expect(await reportsOf(db(), root, [f.held[0]!])).toEqual([]);
  });
});

describe('what a follow-up may say', () => {
  it('“No further contact” with an outcome is refused, for participants and organisers', async () => {
    const party = await refusal(
      reportFollowUp(db(), corp(), f.held[0], {
        result: 'NO_FURTHER_CONTACT',
        outcomes: [{ kind: 'CONTRACT', happenedOn: '2026-01-01' }],
      }),
    );
    expect(party).toMatchObject({
      code: 'BAD_REQUEST',
      fields: [{ field: 'outcomes', message: NO_CONTACT_WITH_OUTCOME }],
    });
    const organiser = await refusal(
      recordFollowUp(db(), root, f.held[0], {
        result: 'NO_FURTHER_CONTACT',
        source: 'A call',
        outcomes: [{ kind: 'PILOT' }],
      }),
    );
    expect(organiser.fields).toEqual([{ field: 'outcomes', message: NO_CONTACT_WITH_OUTCOME }]);
  });

  it('an outcome dated after today is refused (“Contract 2030-01-01”)', async () => {
    const future = await refusal(
      reportFollowUp(db(), corp(), f.held[0], {
        result: 'AGREEMENT_REACHED',
        outcomes: [{ kind: 'CONTRACT', happenedOn: '2030-01-01' }],
      }),
    );
    expect(future.fields).toEqual([
      {
        field: 'outcomes.0.happenedOn',
        message: 'An outcome that happened cannot be dated after today',
      },
    ]);
  });

  it('an empty answer names the choices in words, never as codes', async () => {
    const empty = await refusal(reportFollowUp(db(), corp(), f.held[0], {}));
    const said = empty.fields.find((x) => x.field === 'result')!.message;
    expect(said).toBe(
      'Choose what came of the meeting: no further contact, we learned something, a valuable contact, negotiations started or an agreement was reached',
    );
    const badKind = await refusal(
      reportFollowUp(db(), corp(), f.held[0], {
        result: 'VALUABLE_CONTACT',
        outcomes: [{ kind: 'SOMETHING' }],
      }),
    );
    expect(badKind.fields[0]!.message).toBe(
      'Choose the outcome: follow-up meeting, NDA, letter of intent, pilot or contract',
    );
    expect(JSON.stringify([empty, badKind])).not.toMatch(/NO_FURTHER_CONTACT|KNOWLEDGE_GAIN|LOI/);
  });

  it('a consistent report is kept, through the graph too', async () => {
    const { body } = await gqlAs(
      t.app,
      'corp',
      corp(),
      'mutation ($m: ID!) { reportFollowUp(meetingId: $m, input: { result: AGREEMENT_REACHED, outcomes: [{ kind: CONTRACT, happenedOn: "2026-01-01" }] }) { result outcomes { kind happenedOn } } }',
      { m: f.held[0] },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.reportFollowUp).toEqual({
      result: 'AGREEMENT_REACHED',
      outcomes: [{ kind: 'CONTRACT', happenedOn: '2026-01-01' }],
    });
  });
});
