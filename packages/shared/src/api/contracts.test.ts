import { describe, expect, it } from 'vitest';
import { linkProblemOf } from './errors.ts';
import { matchesExportPath, matchesExportQuery } from './export.ts';
import { agreementPath, sendAgreementInput, signingTokenBody } from './signing.ts';

const ID = '7d3c1c1e-8f7a-4a55-9d3e-2b7a1f0c9e11';
const firstIssue = (query: unknown) => {
  const parsed = matchesExportQuery.safeParse(query);
  if (parsed.success) return null;
  const [issue] = parsed.error.issues;
  return { field: String(issue!.path[0]), message: issue!.message };
};

describe('the REST contracts in packages/shared', () => {
  it('reads a link refusal from its reason, anything unknown as INVALID', () => {
    expect(linkProblemOf('USED')).toBe('USED');
    expect(linkProblemOf('ANSWERED')).toBe('ANSWERED');
    expect(linkProblemOf('used')).toBe('INVALID');
    expect(linkProblemOf(null)).toBe('INVALID');
  });

  it('checks the matches export query in SPEC §7 words, the first problem first', () => {
    expect(matchesExportQuery.parse({ eventId: ` ${ID} ` })).toEqual({
      eventId: ID,
      format: 'xlsx',
      sheet: 'matches',
    });
    expect(firstIssue({})).toEqual({
      field: 'eventId',
      message: 'Name the event to export (eventId)',
    });
    expect(firstIssue({ eventId: 'x', format: 'pdf' })).toEqual({
      field: 'eventId',
      message: 'eventId is not an event’s id',
    });
    expect(firstIssue({ eventId: ID, format: 'pdf' })).toEqual({
      field: 'format',
      message: 'format is xlsx or csv',
    });
    expect(firstIssue({ eventId: ID, format: '' })?.field).toBe('format');
    expect(firstIssue({ eventId: ID, sheet: ['a', 'b'] })).toEqual({
      field: 'sheet',
      message: 'sheet is matches or meetings',
    });
    expect(matchesExportPath({ eventId: ID, format: 'csv', sheet: 'meetings' })).toBe(
      `/api/export/matches?eventId=${ID}&format=csv&sheet=meetings`,
    );
  });

  it('names the agreement routes of both areas and refuses unknown fields by name', () => {
    expect(agreementPath('admin', ID)).toBe(`/api/matrix/grants/${ID}/agreement`);
    expect(agreementPath('party', ID)).toBe(`/api/grants/${ID}/agreement`);
    expect(signingTokenBody.safeParse({ token: 'a', extra: 1 }).error?.issues[0]?.message).toBe(
      'Unknown field extra',
    );
    expect(sendAgreementInput.safeParse({ provider: 'fax' }).error?.issues[0]?.message).toBe(
      'Choose builtin or scrive',
    );
  });
});
