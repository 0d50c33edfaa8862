import { STARTUP_STAGES, type IncubatorStatus, type StartupStage } from '@matchday/shared';
import { defineMessages, type Message, type MessageValues } from './messages.ts';

/**
 * Words about companies shown on many screens, in the reader's language: a startup's stage
 * (the English is `STAGE_LABELS` of packages/shared, which the server and exports keep) and the
 * kind of company.
 */
const stages = defineMessages({
  IDEA: { id: 'company.stage.IDEA', defaultMessage: 'Idea' },
  PROTOTYPE: { id: 'company.stage.PROTOTYPE', defaultMessage: 'Prototype' },
  PILOT: { id: 'company.stage.PILOT', defaultMessage: 'Pilot' },
  MARKET_ENTRY: { id: 'company.stage.MARKET_ENTRY', defaultMessage: 'Market entry' },
  GROWTH: { id: 'company.stage.GROWTH', defaultMessage: 'Growth' },
  SCALE_UP: { id: 'company.stage.SCALE_UP', defaultMessage: 'Scale-up' },
}) satisfies Record<StartupStage, Message>;

const kinds = defineMessages({
  startup: { id: 'company.kind.startup', defaultMessage: 'Startup' },
  corp: { id: 'company.kind.corp', defaultMessage: 'Corporate' },
});

const incubatorStatuses = defineMessages({
  in: { id: 'company.incubatorStatus.in', defaultMessage: 'In an incubator' },
  alumni: { id: 'company.incubatorStatus.alumni', defaultMessage: 'Alumni from an incubator' },
  not: { id: 'company.incubatorStatus.not', defaultMessage: 'Not in an incubator' },
});
const STATUS_WORDS: Record<IncubatorStatus, Message> = {
  'In an incubator': incubatorStatuses.in,
  'Alumni from an incubator': incubatorStatuses.alumni,
  'Not in an incubator': incubatorStatuses.not,
};

type T = (message: Message, values?: MessageValues) => string;

/** A stage's words; an unknown stage as it came. */
export function stageLabel(t: T, stage: string): string {
  return stage in stages ? t(stages[stage as StartupStage]) : stage;
}

/** The stages as select options, in order. */
export function stageOptions(t: T) {
  return STARTUP_STAGES.map((s) => ({ value: s, label: t(stages[s]) }));
}

/** An incubator status (SPEC's exact English) in the reader's words; an unknown one as it came. */
export function incubatorStatusLabel(t: T, status: string): string {
  return status in STATUS_WORDS ? t(STATUS_WORDS[status as IncubatorStatus]) : status;
}

export function kindLabel(t: T, kind: 'startup' | 'corp'): string {
  return t(kinds[kind]);
}
