import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  budgetAddsUp,
  canMoveGrant,
  GRANT_MOVERS,
  GRANT_STATUSES,
  GRANT_TRANSITIONS,
  grantChangesInput,
  grantDecisionInput,
  grantDraftInput,
  grantSubmission,
  nextGrantStatuses,
} from './grants.ts';

const status = fc.constantFrom(...GRANT_STATUSES);
const mover = fc.constantFrom(...GRANT_MOVERS);

describe('grant state machine', () => {
  it('allows a move exactly when the table lists it for that mover', () => {
    fc.assert(
      fc.property(status, status, mover, (from, to, who) => {
        const listed = GRANT_TRANSITIONS.some(
          (t) => t.from === from && t.to === to && t.who.includes(who),
        );
        expect(canMoveGrant(from, to, who)).toBe(listed);
        expect(nextGrantStatuses(from, who).includes(to)).toBe(listed);
      }),
    );
  });

  it('never stays, moves back only when the programme asks for changes, ends in REJECTED or CLOSED', () => {
    fc.assert(
      fc.property(status, status, mover, (from, to, who) => {
        if (!canMoveGrant(from, to, who)) return;
        // (An assertion's return value is not returned: fast-check fails a property on any
        // return value other than true or undefined.)
        if (from === 'IN_REVIEW' && to === 'DRAFT') expect(who).toBe('ADMIN');
        else expect(GRANT_STATUSES.indexOf(to)).toBeGreaterThan(GRANT_STATUSES.indexOf(from));
      }),
    );
    expect(GRANT_MOVERS.filter((w) => canMoveGrant('IN_REVIEW', 'DRAFT', w))).toEqual(['ADMIN']);
    expect(GRANT_MOVERS.some((w) => canMoveGrant('SUBMITTED', 'DRAFT', w))).toBe(false);
    expect(nextGrantStatuses('REJECTED')).toEqual([]);
    expect(nextGrantStatuses('CLOSED')).toEqual([]);
  });

  it('reaches every state from DRAFT; only the startup submits, only ADMIN decides', () => {
    const seen = new Set<string>(['DRAFT']);
    for (let grew = true; grew;) {
      grew = false;
      for (const t of GRANT_TRANSITIONS) {
        if (seen.has(t.from) && !seen.has(t.to)) grew = seen.add(t.to).size > 0;
      }
    }
    expect([...seen].sort()).toEqual([...GRANT_STATUSES].sort());
    expect(GRANT_MOVERS.filter((w) => canMoveGrant('DRAFT', 'SUBMITTED', w))).toEqual(['STARTUP']);
    expect(GRANT_MOVERS.filter((w) => canMoveGrant('IN_REVIEW', 'APPROVED', w))).toEqual(['ADMIN']);
    expect(GRANT_MOVERS.some((w) => canMoveGrant('DRAFT', 'APPROVED', w))).toBe(false);
  });
});

describe('grant inputs', () => {
  it('a budget adds up only when the lines sum to the total', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 10 }), (xs) => {
        const lines = xs.map((amount, i) => ({ label: `L${i}`, amount }));
        const sum = xs.reduce((a, b) => a + b, 0);
        expect(budgetAddsUp(sum, lines)).toBe(true);
        expect(budgetAddsUp(sum + 1, lines)).toBe(false);
      }),
    );
  });

  it('names the field of a bad draft or submission', () => {
    const draft = grantDraftInput.safeParse({ timelineMonths: 37, budgetTotal: 1.5 });
    expect(draft.success).toBe(false);
    const fields = draft.error!.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['timelineMonths', 'budgetTotal']));
    expect(grantDraftInput.safeParse({ title: '  ' }).data).toEqual({ title: null });
    const sub = grantSubmission.safeParse({
      corporateId: '9b2f6c1e-8a7d-4d1e-9f3a-2c5b7e8d9a01',
      title: 'Pilot',
      summary: 'S',
      plan: 'P',
      budgetTotal: 100,
      budgetLines: [{ label: 'A', amount: 90 }],
      timelineMonths: 6,
      startupSignatoryName: 'Ann',
      startupSignatoryEmail: 'ann@example.test',
    });
    const subFields = sub.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(subFields).toContain(
      'corporateConfirmedAt: The corporate partner has not confirmed its part yet',
    );
    expect(grantDecisionInput.safeParse({ decision: 'REJECTED' }).error!.issues[0]!.path).toEqual([
      'note',
    ]);
    for (const note of [undefined, '', '   ']) {
      expect(grantChangesInput.safeParse({ note }).error!.issues[0]).toMatchObject({
        path: ['note'],
        message: 'Say what the applicant should change',
      });
    }
    expect(grantChangesInput.parse({ note: ' Split the budget. ' })).toEqual({
      note: 'Split the budget.',
    });
    expect(grantDraftInput.safeParse({ timelineMonths: 40 }).error!.issues[0]!.message).toBe(
      'The timeline is 1 to 36 months',
    );
  });
});
