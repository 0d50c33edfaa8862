/**
 * The funnel's stages (DOMAIN.md "Rating and follow-up"; docs/decisions/060): one list for the
 * server, which counts them, and the web, which draws them.
 */
export const FUNNEL_STAGES = [
  'invited',
  'registered',
  'suggested',
  'selected',
  'confirmed',
  'scheduled',
  'held',
  'rated',
  'wantsFollowUp',
  'followUpReported',
  'collaboration',
  'grantApplied',
  'grantSigned',
] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** A stage as shown, plus `needs`, which a corporate's own results start with. */
export type StageKey = FunnelStage | 'needs';

export const STAGE_TEXT: Record<StageKey, { label: string; unit: string }> = {
  invited: { label: 'Invited', unit: 'companies' },
  registered: { label: 'Registered', unit: 'companies' },
  needs: { label: 'Needs published', unit: 'needs' },
  suggested: { label: 'Suggested', unit: 'pairs' },
  selected: { label: 'Selected', unit: 'pairs' },
  confirmed: { label: 'Confirmed', unit: 'pairs' },
  scheduled: { label: 'Scheduled', unit: 'meetings' },
  held: { label: 'Held', unit: 'meetings' },
  rated: { label: 'Rated', unit: 'meetings' },
  wantsFollowUp: { label: 'Wants follow-up', unit: 'meetings' },
  followUpReported: { label: 'Follow-up reported', unit: 'meetings' },
  collaboration: { label: 'Collaboration', unit: 'meetings' },
  grantApplied: { label: 'Grant applied', unit: 'applications' },
  grantSigned: { label: 'Grant signed', unit: 'applications' },
};

/** The stages after matching begins, common to both companies' own results. */
const FROM_SUGGESTED = FUNNEL_STAGES.slice(FUNNEL_STAGES.indexOf('suggested'));

/** A corporate's own results: its needs → meetings → outcomes. */
export const CORPORATE_FUNNEL: readonly StageKey[] = ['needs', ...FROM_SUGGESTED];

/** A startup's own results: from registering to a signed grant. */
export const STARTUP_FUNNEL: readonly StageKey[] = ['registered', ...FROM_SUGGESTED];

/**
 * Where a company's own results count something else than the programme's: a startup's
 * "Registered" counts the events it registered for, not companies.
 */
export const OWN_STAGE_TEXT: Record<
  'startup' | 'corporate',
  Partial<Record<StageKey, { label: string; unit: string }>>
> = {
  startup: { registered: { label: 'Registered', unit: 'events' } },
  corporate: {},
};
