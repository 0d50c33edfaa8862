import { describe, expect, it } from 'vitest';
import { followUpReportInput, NO_CONTACT_WITH_OUTCOME, recordFollowUpInput } from './followup.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('follow-up reports', () => {
  it('refuse “No further contact” with an outcome, for participants and organisers', () => {
    const body = { result: 'NO_FURTHER_CONTACT', outcomes: [{ kind: 'CONTRACT' }] };
    expect(messages(followUpReportInput.safeParse(body))).toEqual([NO_CONTACT_WITH_OUTCOME]);
    expect(messages(recordFollowUpInput.safeParse({ ...body, source: 'A phone call' }))).toContain(
      NO_CONTACT_WITH_OUTCOME,
    );
    expect(followUpReportInput.safeParse({ result: 'NO_FURTHER_CONTACT' }).success).toBe(true);
  });

  it('refuse an outcome dated after today', () => {
    const r = followUpReportInput.safeParse({
      result: 'AGREEMENT_REACHED',
      outcomes: [{ kind: 'CONTRACT', happenedOn: '2030-01-01' }],
    });
    expect(messages(r)).toEqual(['An outcome that happened cannot be dated after today']);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      followUpReportInput.safeParse({
        result: 'AGREEMENT_REACHED',
        outcomes: [{ kind: 'CONTRACT', happenedOn: today }],
      }).success,
    ).toBe(true);
  });

  it('name the choices in words when nothing is chosen, never as codes', () => {
    const [message] = messages(followUpReportInput.safeParse({ outcomes: [] }));
    expect(message).toBe(
      'Choose what came of the meeting: no further contact, we learned something, a valuable contact, negotiations started or an agreement was reached',
    );
    const [kind] = messages(
      followUpReportInput.safeParse({ result: 'PILOT_ONLY', outcomes: [{ kind: 'X' }] }),
    );
    expect(kind).not.toMatch(/[A-Z]{2,}_[A-Z]/);
  });
});
