import type { GrantStatus } from '@matchday/shared';

/** How grant statuses read and look. */
export const STATUS_LABEL: Record<GrantStatus, string> = {
  DRAFT: 'Draft',
  SUBMITTED: 'Submitted',
  IN_REVIEW: 'In review',
  APPROVED: 'Approved',
  REJECTED: 'Not approved',
  AGREEMENT_SENT: 'Agreement sent',
  SIGNED: 'Signed',
  CLOSED: 'Closed',
};

export const STATUS_COLOR: Record<GrantStatus, string> = {
  DRAFT: 'gray',
  SUBMITTED: 'blue',
  IN_REVIEW: 'indigo',
  APPROVED: 'teal',
  REJECTED: 'red',
  AGREEMENT_SENT: 'grape',
  SIGNED: 'green',
  CLOSED: 'dark',
};

const sek = new Intl.NumberFormat('sv-SE', {
  style: 'currency',
  currency: 'SEK',
  maximumFractionDigits: 0,
});

/** Whole kronor as "850 000 kr". */
export function formatSek(amount: number | null | undefined) {
  return amount == null ? '—' : sek.format(amount);
}

export function months(n: number | null | undefined) {
  if (n == null) return '—';
  return n === 1 ? '1 month' : `${n} months`;
}

/** What the timeline says about a step. */
export function stepLabel(step: { from: GrantStatus | null; to: GrantStatus }) {
  if (!step.from) return 'Draft started';
  if (step.from === step.to) return 'Partner confirmed';
  if (step.to === 'DRAFT') return 'Sent back for changes';
  return STATUS_LABEL[step.to];
}
