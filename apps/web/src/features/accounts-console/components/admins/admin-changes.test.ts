import { describe, expect, it } from 'vitest';
import {
  describeAuditEntry,
  describeChanges,
  draftToInput,
  type AdminDraft,
} from './admin-changes.ts';

const host: AdminDraft = {
  name: 'Hugo Host',
  adminType: 'EVENT_HOST',
  incubator: null,
  hosting: ['e1'],
  accountFilter: [],
};
const names = { events: { e1: 'Harbour Day', e2: 'Grid Day' }, companies: { c1: 'Kelp Wind AB' } };

describe('the confirmation step of an admin edit', () => {
  it('names added and removed events and says the host stays signed in', () => {
    const s = describeChanges(host, { ...host, hosting: ['e2'] }, names);
    expect(s.lines).toEqual(['Hosted events: adds Grid Day; removes Harbour Day.']);
    expect(s.signsOut).toBe(false);
    expect(s.effect).toBe('The change applies at once; they stay signed in.');
  });

  it('a new kind signs them out and drops the old kind’s filter', () => {
    const s = describeChanges(
      host,
      { ...host, adminType: 'CONSORTIUM_MEMBER', accountFilter: ['c1'] },
      names,
    );
    expect(s.lines).toEqual([
      'Kind: Event host becomes Consortium member.',
      'Hosted events: removes Harbour Day.',
      'Accounts they may see: adds Kelp Wind AB.',
    ]);
    expect(s.signsOut).toBe(true);
    expect(s.effect).toBe('They are signed out at once and sign in again as Consortium member.');
  });

  it('counts what it cannot name, and sees no change in an untouched form', () => {
    expect(describeChanges(host, { ...host, hosting: ['e1', 'x', 'y'] }, names).lines).toEqual([
      'Hosted events: adds 2 events.',
    ]);
    expect(describeChanges(host, { ...host }, names).lines).toEqual([]);
  });

  it('sends only the kind’s own filter', () => {
    expect(draftToInput({ ...host, adminType: 'ADMIN' })).toEqual({
      name: 'Hugo Host',
      adminType: 'ADMIN',
      incubator: null,
      hosting: [],
      accountFilter: [],
    });
  });
});

describe('the audit trail in words', () => {
  it('writes kinds and incubators by name and lists as counts', () => {
    expect(
      describeAuditEntry({
        action: 'UPDATED',
        changes: [
          { field: 'adminType', before: ['EVENT_HOST'], after: ['INCUBATOR'] },
          { field: 'incubator', before: [], after: ['UPPSALAINNOVATIONCENTRE'] },
          { field: 'hosting', before: ['e1', 'e2'], after: [] },
        ],
      }),
    ).toEqual({
      title: 'Edited',
      details: [
        'Kind: Event host → Incubator',
        'Incubator: none → Uppsala Innovation Centre',
        'Hosted events: 2 events removed',
      ],
    });
    expect(describeAuditEntry({ action: 'DISABLED', changes: [] })).toEqual({
      title: 'Disabled',
      details: [],
    });
  });
});
