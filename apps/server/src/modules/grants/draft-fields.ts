import { grantDraftInput, type GrantDraftInput } from '@matchday/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { meetings } from '../meetings/meetings.read-model.ts';
import type { grantApplications } from './grants.tables.ts';

/**
 * A draft's fields, each checked on its own: autosave keeps every valid field and names the
 * invalid ones, so one bad value (a mistyped e-mail) never costs the rest of the draft.
 */

/** One refused field: its path (`budgetLines.1.amount`) and what is wrong, in words. */
export type FieldIssue = { field: string; message: string };

type DraftKey = keyof GrantDraftInput;
const KEYS = Object.keys(grantDraftInput.shape) as DraftKey[];

/**
 * Splits a draft input into the fields that are well formed and the issues of the others. A
 * body that is not an object at all is refused whole (400), as before.
 */
export function splitDraftInput(input: unknown): { valid: GrantDraftInput; invalid: FieldIssue[] } {
  const body = input ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    parseInput(grantDraftInput, body);
  }
  const raw = body as Record<string, unknown>;
  const valid: Record<string, unknown> = {};
  const invalid: FieldIssue[] = [];
  for (const key of KEYS) {
    if (!(key in raw) || raw[key] === undefined) continue;
    const parsed = grantDraftInput.shape[key].safeParse(raw[key]);
    if (parsed.success) {
      valid[key] = parsed.data;
      continue;
    }
    for (const issue of parsed.error.issues) {
      invalid.push({ field: [key, ...issue.path].join('.'), message: issue.message });
    }
  }
  return { valid: valid as GrantDraftInput, invalid };
}

/**
 * The partner must be a corporate with grants access; a cited meeting must be a HELD meeting
 * of this startup with that corporate. Returns the issues (empty when both are fine).
 */
export async function partyIssues(
  tx: Db,
  startupId: string,
  input: GrantDraftInput,
  corporate: string | null,
): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  if (input.corporateId) {
    const [c] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          eq(companies.id, input.corporateId),
          eq(companies.type, 'corp'),
          eq(companies.hasAccessInnovationGrants, true),
        ),
      );
    if (!c) {
      issues.push({ field: 'corporateId', message: 'Choose a corporate partner from the list' });
      return issues;
    }
  }
  if (input.meetingId) {
    if (!corporate) {
      issues.push({ field: 'meetingId', message: 'Choose the corporate partner first' });
      return issues;
    }
    const [m] = await tx
      .select({ id: meetings.id })
      .from(meetings)
      .where(
        and(
          eq(meetings.id, input.meetingId),
          eq(meetings.startupId, startupId),
          eq(meetings.corporateId, corporate),
          eq(meetings.status, 'HELD'),
        ),
      );
    if (!m) issues.push({ field: 'meetingId', message: 'Choose a held meeting with this partner' });
  }
  return issues;
}

/** The columns a (valid) draft input writes. */
export function draftValues(input: GrantDraftInput) {
  const v: Partial<typeof grantApplications.$inferInsert> = {};
  if (input.corporateId !== undefined) v.corporateId = input.corporateId;
  if (input.meetingId !== undefined) v.meetingId = input.meetingId;
  if (input.title !== undefined) v.title = input.title ?? '';
  if (input.summary !== undefined) v.summary = input.summary ?? '';
  if (input.plan !== undefined) v.plan = input.plan ?? '';
  if (input.budgetTotal !== undefined) v.budgetTotal = input.budgetTotal;
  if (input.budgetLines !== undefined) v.budgetLines = input.budgetLines;
  if (input.timelineMonths !== undefined) v.timelineMonths = input.timelineMonths;
  if (input.startupSignatoryName !== undefined) v.startupSignatoryName = input.startupSignatoryName;
  if (input.startupSignatoryEmail !== undefined) {
    v.startupSignatoryEmail = input.startupSignatoryEmail;
  }
  return v;
}
