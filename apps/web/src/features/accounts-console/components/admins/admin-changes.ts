import { findIncubator } from '@matchday/shared';
import type { AdminAuditAction, AdminAuditField, AdminType } from '../../../../gql/admin.ts';
import { ADMIN_TYPE_LABEL } from '../../labels.ts';

/** The editable state of an admin, as the manage form holds it. */
export type AdminDraft = {
  name: string;
  adminType: AdminType;
  incubator: string | null;
  hosting: string[];
  accountFilter: string[];
};

/** Names of events and companies the form knows (picked or already listed). */
export type KnownNames = { events: Record<string, string>; companies: Record<string, string> };

const incubatorName = (id: string | null | undefined) =>
  id ? (findIncubator(id)?.name ?? id) : 'none';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the form sends: the kind's own filter only (another kind's is dropped). */
export function draftToInput(d: AdminDraft) {
  return {
    name: d.name,
    adminType: d.adminType,
    incubator: d.adminType === 'INCUBATOR' ? d.incubator : null,
    hosting: d.adminType === 'EVENT_HOST' ? d.hosting : [],
    accountFilter: d.adminType === 'CONSORTIUM_MEMBER' ? d.accountFilter : [],
  };
}

function listChange(
  label: string,
  before: string[],
  after: string[],
  names: Record<string, string>,
  noun: [string, string],
) {
  const added = after.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !after.includes(id));
  if (!added.length && !removed.length) return null;
  const named = (ids: string[]) =>
    ids.every((id) => names[id])
      ? ids.map((id) => names[id]).join(', ')
      : plural(ids.length, ...noun);
  const parts = [
    added.length ? `adds ${named(added)}` : null,
    removed.length ? `removes ${named(removed)}` : null,
  ].filter(Boolean);
  return `${label}: ${parts.join('; ')}.`;
}

/**
 * The confirmation step of an edit, in words: one line per change, and whether the admin is
 * signed out (a new kind ends its sessions; filters count from its next request).
 */
export function describeChanges(before: AdminDraft, draft: AdminDraft, names: KnownNames) {
  const after = draftToInput(draft);
  const lines: string[] = [];
  if (before.name.trim() !== after.name.trim()) {
    lines.push(`Name: “${before.name}” becomes “${after.name.trim()}”.`);
  }
  const kindChanged = before.adminType !== after.adminType;
  if (kindChanged) {
    lines.push(
      `Kind: ${ADMIN_TYPE_LABEL[before.adminType]} becomes ${ADMIN_TYPE_LABEL[after.adminType]}.`,
    );
  }
  if ((before.incubator ?? null) !== (after.incubator ?? null)) {
    lines.push(
      `Incubator: ${incubatorName(before.incubator)} becomes ${incubatorName(after.incubator)}.`,
    );
  }
  const hosting = listChange('Hosted events', before.hosting, after.hosting, names.events, [
    'event',
    'events',
  ]);
  if (hosting) lines.push(hosting);
  const accounts = listChange(
    'Accounts they may see',
    before.accountFilter,
    after.accountFilter,
    names.companies,
    ['company', 'companies'],
  );
  if (accounts) lines.push(accounts);
  return {
    lines,
    signsOut: kindChanged,
    effect: kindChanged
      ? `They are signed out at once and sign in again as ${ADMIN_TYPE_LABEL[after.adminType]}.`
      : 'The change applies at once; they stay signed in.',
  };
}

const FIELD_LABEL: Record<AdminAuditField, string> = {
  name: 'Name',
  adminType: 'Kind',
  incubator: 'Incubator',
  hosting: 'Hosted events',
  accountFilter: 'Accounts',
};

const ACTION_LABEL: Record<AdminAuditAction, string> = {
  CREATED: 'Created and invited',
  UPDATED: 'Edited',
  DISABLED: 'Disabled',
  ENABLED: 'Enabled',
  INVITATION_RESENT: 'Invitation sent again',
};

/** One line of the audit trail: what was done, and each changed field in words. */
export function describeAuditEntry(entry: {
  action: AdminAuditAction;
  changes: { field: AdminAuditField; before: string[]; after: string[] }[];
}) {
  const one = (field: AdminAuditField, v: string[]) =>
    field === 'adminType'
      ? (ADMIN_TYPE_LABEL[v[0] as AdminType] ?? v[0] ?? 'none')
      : field === 'incubator'
        ? incubatorName(v[0])
        : (v[0] ?? 'none');
  const details = entry.changes.map(({ field, before, after }) => {
    if (field === 'hosting' || field === 'accountFilter') {
      const added = after.filter((id) => !before.includes(id)).length;
      const removed = before.filter((id) => !after.includes(id)).length;
      const noun: [string, string] =
        field === 'hosting' ? ['event', 'events'] : ['company', 'companies'];
      const parts = [
        added ? `${plural(added, ...noun)} added` : null,
        removed ? `${plural(removed, ...noun)} removed` : null,
      ].filter(Boolean);
      return `${FIELD_LABEL[field]}: ${parts.join(', ')}`;
    }
    return `${FIELD_LABEL[field]}: ${one(field, before)} → ${one(field, after)}`;
  });
  return { title: ACTION_LABEL[entry.action], details };
}
