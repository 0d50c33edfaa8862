import type { GrantApplicationFieldsFragment, GrantDraftInput } from '../../../gql/startup.ts';
import { completeBudgetLines, newLine, type BudgetLine } from './budget-lines.ts';

/** What the draft form holds, as typed (an amount or a number may be empty while typing). */
export type DraftFields = {
  corporateId: string | null;
  meetingId: string | null;
  title: string;
  summary: string;
  plan: string;
  budgetTotal: number | '';
  timelineMonths: number | '';
  startupSignatoryName: string;
  startupSignatoryEmail: string;
};

/** The form's fields and its budget lines (without the keys React uses), as kept locally. */
export type DraftFormValues = DraftFields & { lines: { label: string; amount: number | '' }[] };

/** The form as the server's draft fills it. */
export function fieldsOf(a: GrantApplicationFieldsFragment): DraftFields {
  return {
    corporateId: a.corporate?.id ?? null,
    meetingId: a.meeting?.id ?? null,
    title: a.title,
    summary: a.summary,
    plan: a.plan,
    budgetTotal: a.budgetTotal ?? '',
    timelineMonths: a.timelineMonths ?? '',
    startupSignatoryName: a.startupSignatoryName ?? '',
    startupSignatoryEmail: a.startupSignatoryEmail ?? '',
  };
}

export function linesOf(a: GrantApplicationFieldsFragment): BudgetLine[] {
  return a.budgetLines.length ? a.budgetLines.map((l) => newLine(l.label, l.amount)) : [newLine()];
}

export const withoutKeys = (lines: BudgetLine[]) =>
  lines.map((l) => ({ label: l.label, amount: l.amount }));

export const withKeys = (lines: DraftFormValues['lines']): BudgetLine[] =>
  lines.length ? lines.map((l) => newLine(l.label, l.amount)) : [newLine()];

/** A line partly typed (a label without an amount, or the reverse): the server cannot hold it. */
export const hasPartialLine = (lines: DraftFormValues['lines']) =>
  lines.some((l) => !!l.label.trim() !== (typeof l.amount === 'number' && l.amount > 0));

const TEXT_KEYS = [
  'corporateId',
  'meetingId',
  'title',
  'summary',
  'plan',
  'startupSignatoryName',
  'startupSignatoryEmail',
] as const;

/** What the local copy holds that the server's draft does not: the fields to save again. */
export function patchBetween(server: GrantApplicationFieldsFragment, form: DraftFormValues) {
  const from = fieldsOf(server);
  const patch: GrantDraftInput = {};
  for (const key of TEXT_KEYS) {
    if ((form[key] ?? null) !== (from[key] ?? null)) patch[key] = form[key];
  }
  if (form.budgetTotal !== from.budgetTotal) {
    patch.budgetTotal = form.budgetTotal === '' ? null : form.budgetTotal;
  }
  if (form.timelineMonths !== from.timelineMonths) {
    patch.timelineMonths = form.timelineMonths === '' ? null : form.timelineMonths;
  }
  const lines = completeBudgetLines(withKeys(form.lines));
  const stored = server.budgetLines.map((l) => ({ label: l.label, amount: l.amount }));
  if (JSON.stringify(lines) !== JSON.stringify(stored)) patch.budgetLines = lines;
  return patch;
}

/** Whether the local copy holds anything the server's draft does not show. */
export function differsFrom(server: GrantApplicationFieldsFragment, form: DraftFormValues) {
  return Object.keys(patchBetween(server, form)).length > 0 || hasPartialLine(form.lines);
}
