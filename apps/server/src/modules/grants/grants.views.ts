import type { BudgetLine, GrantStatus } from '@matchday/shared';
import type { GrantApplicationRow } from './grants.tables.ts';

/** What the graphs show of an application. */

export type GrantPartyView = { id: string; name: string };
export type GrantMeetingView = { id: string; eventName: string; startsAt: Date | null };

export type GrantApplicationView = {
  id: string;
  status: GrantStatus;
  title: string;
  summary: string;
  plan: string;
  budgetTotal: number | null;
  budgetLines: BudgetLine[];
  timelineMonths: number | null;
  startup: GrantPartyView;
  corporate: GrantPartyView | null;
  meeting: GrantMeetingView | null;
  startupSignatoryName: string | null;
  startupSignatoryEmail: string | null;
  corporateSignatoryName: string | null;
  corporateSignatoryEmail: string | null;
  corporateConfirmedAt: Date | null;
  submittedAt: Date | null;
  decidedAt: Date | null;
  decisionNote: string | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
};

export type GrantEventView = {
  id: string;
  from: GrantStatus | null;
  to: GrantStatus;
  note: string | null;
  at: Date;
  byName: string | null;
};

export type GrantAttachmentView = { id: string; fileId: string; name: string; url: string };

export type GrantVersionView = {
  version: number;
  submittedAt: Date;
  application: GrantApplicationView;
};

export type GrantPartnerOption = {
  corporate: GrantPartyView;
  meetings: GrantMeetingView[];
};

export function applicationView(
  row: GrantApplicationRow,
  names: {
    startupName: string;
    corporateName: string | null;
    meeting: GrantMeetingView | null;
  },
): GrantApplicationView {
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    summary: row.summary,
    plan: row.plan,
    budgetTotal: row.budgetTotal,
    budgetLines: row.budgetLines,
    timelineMonths: row.timelineMonths,
    startup: { id: row.startupId, name: names.startupName },
    corporate:
      row.corporateId && names.corporateName
        ? { id: row.corporateId, name: names.corporateName }
        : null,
    meeting: names.meeting,
    startupSignatoryName: row.startupSignatoryName,
    startupSignatoryEmail: row.startupSignatoryEmail,
    corporateSignatoryName: row.corporateSignatoryName,
    corporateSignatoryEmail: row.corporateSignatoryEmail,
    corporateConfirmedAt: row.corporateConfirmedAt,
    submittedAt: row.submittedAt,
    decidedAt: row.decidedAt,
    decisionNote: row.decisionNote,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

/** The stored snapshot of a submission (JSON: dates as ISO strings). */
export function snapshotOf(view: GrantApplicationView): Record<string, unknown> {
  return JSON.parse(JSON.stringify(view)) as Record<string, unknown>;
}

const dateOrNull = (v: unknown) => (typeof v === 'string' ? new Date(v) : null);

/** A snapshot read back as the view it was. */
export function viewOfSnapshot(s: Record<string, unknown>): GrantApplicationView {
  const v = s as unknown as GrantApplicationView;
  const meeting = v.meeting
    ? { ...v.meeting, startsAt: dateOrNull(v.meeting.startsAt as unknown) }
    : null;
  return {
    ...v,
    meeting,
    corporateConfirmedAt: dateOrNull(v.corporateConfirmedAt),
    submittedAt: dateOrNull(v.submittedAt),
    decidedAt: dateOrNull(v.decidedAt),
    createdAt: new Date(v.createdAt as unknown as string),
    updatedAt: new Date(v.updatedAt as unknown as string),
  };
}
