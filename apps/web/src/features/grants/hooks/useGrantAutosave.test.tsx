import { act, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SaveGrantDraftDocument } from '../../../gql/startup.ts';
import { withMockedClient } from '../../../test/apollo.tsx';
import { useGrantAutosave } from './useGrantAutosave.ts';

const ID = '9b2f6c1e-8a7d-4d1e-9f3a-2c5b7e8d9a01';

/** A saved draft as the graph answers it (the fragment's fields, with type names). */
function saved(version: number, title: string, invalid: { field: string; message: string }[] = []) {
  return {
    __typename: 'GrantDraftSave',
    application: application(version, title),
    invalid: invalid.map((i) => ({ __typename: 'GrantFieldIssue', ...i })),
  };
}

function application(version: number, title: string) {
  return {
    __typename: 'GrantApplication',
    id: ID,
    status: 'DRAFT' as const,
    title,
    summary: '',
    plan: '',
    budgetTotal: null,
    budgetLines: [],
    timelineMonths: null,
    startup: { __typename: 'GrantParty', id: 's1', name: 'Northwind Robotics AB' },
    corporate: null,
    meeting: null,
    startupSignatoryName: null,
    startupSignatoryEmail: null,
    corporateSignatoryName: null,
    corporateSignatoryEmail: null,
    corporateConfirmedAt: null,
    submittedAt: null,
    decidedAt: null,
    decisionNote: null,
    updatedAt: '2026-11-23T01:00:00.000Z',
    version,
  };
}

describe('useGrantAutosave', () => {
  it('saves once after typing pauses, with the version it read, then the one it got back', async () => {
    const calls: unknown[] = [];
    const { render } = withMockedClient([
      {
        request: {
          query: SaveGrantDraftDocument,
          variables: (v) => (calls.push(v), v.version === 3),
        },
        result: { data: { saveGrantDraft: saved(4, 'Pilot: two') } },
      },
      {
        request: {
          query: SaveGrantDraftDocument,
          variables: (v) => (calls.push(v), v.version === 4),
        },
        result: { data: { saveGrantDraft: saved(5, 'Pilot: two') } },
      },
    ]);
    const hook = render(() => useGrantAutosave(ID, 3));
    act(() => {
      hook.current.change({ title: 'Pilot: one' });
      hook.current.change({ title: 'Pilot: two' });
    });
    expect(hook.current.state.kind).toBe('pending');
    await waitFor(() => expect(hook.current.state.kind).toBe('saved'), { timeout: 3000 });
    expect(calls).toEqual([{ id: ID, version: 3, input: { title: 'Pilot: two' } }]);
    act(() => hook.current.change({ plan: 'Months 1–3' }));
    await act(async () => {
      expect(await hook.current.flush()).toBe(true);
    });
    expect(calls[1]).toEqual({ id: ID, version: 4, input: { plan: 'Months 1–3' } });
  });

  it('a refused field is marked and kept for the next save; the other fields are saved', async () => {
    const calls: Record<string, unknown>[] = [];
    const { render } = withMockedClient([
      {
        request: {
          query: SaveGrantDraftDocument,
          variables: (v) => (calls.push(v.input), v.version === 1),
        },
        result: {
          data: {
            saveGrantDraft: saved(2, 'Pilot: kept', [
              { field: 'startupSignatoryEmail', message: 'Enter the signatory’s email address' },
            ]),
          },
        },
      },
      {
        request: {
          query: SaveGrantDraftDocument,
          variables: (v) => (calls.push(v.input), v.version === 2),
        },
        result: { data: { saveGrantDraft: saved(3, 'Pilot: kept') } },
      },
    ]);
    const hook = render(() => useGrantAutosave(ID, 1));
    act(() =>
      hook.current.change({ title: 'Pilot: kept', startupSignatoryEmail: 'stina@invalid' }),
    );
    await act(async () => {
      expect(await hook.current.flush()).toBe(false);
    });
    expect(hook.current.state).toMatchObject({
      kind: 'invalid',
      errors: { startupSignatoryEmail: 'Enter the signatory’s email address' },
    });
    expect(hook.current.errors).toEqual({
      startupSignatoryEmail: 'Enter the signatory’s email address',
    });
    expect(hook.current.version()).toBe(2);
    // Fixing it sends the field again (not the saved title); its mark goes with the answer.
    act(() => hook.current.change({ startupSignatoryEmail: 'stina@northwind.se' }));
    await act(async () => {
      expect(await hook.current.flush()).toBe(true);
    });
    expect(calls.at(-1)).toEqual({ startupSignatoryEmail: 'stina@northwind.se' });
    expect(hook.current.errors).toEqual({});
    expect(hook.current.state.kind).toBe('saved');
  });

  it('a stale version is a conflict, not an overwrite; a bad field is named', async () => {
    const { render } = withMockedClient([
      {
        request: { query: SaveGrantDraftDocument, variables: (v) => 'title' in v.input },
        result: {
          errors: [
            new GraphQLError('This draft was changed elsewhere', {
              extensions: { code: 'CONFLICT' },
            }),
          ],
        },
      },
      {
        request: {
          query: SaveGrantDraftDocument,
          variables: (v) => 'timelineMonths' in v.input,
        },
        result: {
          errors: [
            new GraphQLError('Invalid input — timelineMonths: The timeline is 1 to 36 months', {
              extensions: {
                code: 'BAD_REQUEST',
                fields: [{ field: 'timelineMonths', message: 'The timeline is 1 to 36 months' }],
              },
            }),
          ],
        },
      },
    ]);
    const hook = render(() => useGrantAutosave(ID, 1));
    act(() => hook.current.change({ title: 'Old tab' }));
    await act(async () => {
      expect(await hook.current.flush()).toBe(false);
    });
    expect(hook.current.state).toEqual({
      kind: 'conflict',
      message: 'This draft was changed elsewhere',
    });
    const other = render(() => useGrantAutosave(ID, 1));
    act(() => other.current.change({ timelineMonths: 40 }));
    await act(async () => {
      await other.current.flush();
    });
    expect(other.current.state).toMatchObject({
      kind: 'invalid',
      errors: { timelineMonths: 'The timeline is 1 to 36 months' },
    });
  });
});
