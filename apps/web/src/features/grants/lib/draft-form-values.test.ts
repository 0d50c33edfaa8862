import { describe, expect, it } from 'vitest';
import type { GrantApplicationFieldsFragment } from '../../../gql/startup.ts';
import { clearDraftCopy, readDraftCopy, writeDraftCopy } from './draft-copy.ts';
import { differsFrom, fieldsOf, patchBetween, type DraftFormValues } from './draft-form-values.ts';

const server = {
  id: '9b2f6c1e-8a7d-4d1e-9f3a-2c5b7e8d9a01',
  status: 'DRAFT',
  title: 'Pilot: kept',
  summary: 'Saved summary',
  plan: '',
  budgetTotal: 100,
  budgetLines: [{ label: 'All', amount: 100 }],
  timelineMonths: null,
  startup: { id: 's1', name: 'Northwind Robotics AB' },
  corporate: null,
  meeting: null,
  startupSignatoryName: 'Stina Startup',
  startupSignatoryEmail: null,
  corporateSignatoryName: null,
  corporateSignatoryEmail: null,
  corporateConfirmedAt: null,
  submittedAt: null,
  decidedAt: null,
  decisionNote: null,
  updatedAt: '2026-11-23T01:00:00.000Z',
  version: 4,
} as unknown as GrantApplicationFieldsFragment;

const form = (over: Partial<DraftFormValues> = {}): DraftFormValues => ({
  ...fieldsOf(server),
  lines: [{ label: 'All', amount: 100 }],
  ...over,
});

describe('the local copy of a draft', () => {
  it('holds what the server lacks: a refused e-mail, an out-of-range timeline, a half line', () => {
    expect(differsFrom(server, form())).toBe(false);
    const typed = form({ startupSignatoryEmail: 'stina@invalid', timelineMonths: 40 });
    expect(patchBetween(server, typed)).toEqual({
      startupSignatoryEmail: 'stina@invalid',
      timelineMonths: 40,
    });
    const half = form({
      lines: [
        { label: 'All', amount: 100 },
        { label: 'Travel', amount: '' },
      ],
    });
    expect(patchBetween(server, half)).toEqual({});
    expect(differsFrom(server, half)).toBe(true);
    expect(patchBetween(server, form({ budgetTotal: '' }))).toEqual({ budgetTotal: null });
  });

  it('is kept per draft in localStorage until cleared', () => {
    const copy = { version: 4, at: 1_700_000_000_000, form: form({ title: 'Typed' }) };
    writeDraftCopy(server.id, copy);
    expect(readDraftCopy(server.id)).toEqual(copy);
    expect(readDraftCopy('another-draft')).toBeNull();
    clearDraftCopy(server.id);
    expect(readDraftCopy(server.id)).toBeNull();
  });
});
