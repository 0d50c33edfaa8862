import type { StageKey } from '@matchday/shared';
import { defineMessages, type Message } from '../../../lib/messages.ts';

/** The funnel stages' names (their English is packages/shared STAGE_TEXT's). */
export const STAGE_WORD: Record<StageKey, Message> = defineMessages({
  invited: { id: 'reports.stage.invited', defaultMessage: 'Invited' },
  registered: { id: 'reports.stage.registered', defaultMessage: 'Registered' },
  needs: { id: 'reports.stage.needs', defaultMessage: 'Needs published' },
  suggested: { id: 'reports.stage.suggested', defaultMessage: 'Suggested' },
  selected: { id: 'reports.stage.selected', defaultMessage: 'Selected' },
  confirmed: { id: 'reports.stage.confirmed', defaultMessage: 'Confirmed' },
  scheduled: { id: 'reports.stage.scheduled', defaultMessage: 'Scheduled' },
  held: { id: 'reports.stage.held', defaultMessage: 'Held' },
  rated: { id: 'reports.stage.rated', defaultMessage: 'Rated' },
  wantsFollowUp: { id: 'reports.stage.wantsFollowUp', defaultMessage: 'Wants follow-up' },
  followUpReported: {
    id: 'reports.stage.followUpReported',
    defaultMessage: 'Follow-up reported',
  },
  collaboration: { id: 'reports.stage.collaboration', defaultMessage: 'Collaboration' },
  grantApplied: { id: 'reports.stage.grantApplied', defaultMessage: 'Grant applied' },
  grantSigned: { id: 'reports.stage.grantSigned', defaultMessage: 'Grant signed' },
});

/** What a stage counts ("companies", "pairs"…). */
export const UNIT_WORD: Record<string, Message> = defineMessages({
  companies: { id: 'reports.unit.companies', defaultMessage: 'companies' },
  needs: { id: 'reports.unit.needs', defaultMessage: 'needs' },
  pairs: { id: 'reports.unit.pairs', defaultMessage: 'pairs' },
  meetings: { id: 'reports.unit.meetings', defaultMessage: 'meetings' },
  applications: { id: 'reports.unit.applications', defaultMessage: 'applications' },
  events: { id: 'reports.unit.events', defaultMessage: 'events' },
});

/** The texts of the reports page and its panels. */
export const rm = defineMessages({
  title: { id: 'reports.title', defaultMessage: 'Follow-up and results' },
  reachAdmin: { id: 'reports.reach.admin', defaultMessage: 'The whole programme.' },
  reachHost: { id: 'reports.reach.host', defaultMessage: 'The events you host.' },
  reachIncubator: { id: 'reports.reach.incubator', defaultMessage: 'Your incubator’s startups.' },
  reachConsortium: {
    id: 'reports.reach.consortium',
    defaultMessage: 'The organisations in your account filter.',
  },
  description: {
    id: 'reports.description',
    defaultMessage: 'From invitation to signed grant. {reach}',
  },
  refresh: { id: 'reports.refresh', defaultMessage: 'Refresh' },
  loadFailed: { id: 'reports.loadFailed', defaultMessage: 'The report could not be loaded' },
  loading: { id: 'reports.loading', defaultMessage: 'Loading the report' },
  nothing: { id: 'reports.nothing', defaultMessage: 'Nothing to report yet' },
  nothingText: {
    id: 'reports.nothingText',
    defaultMessage:
      'Once companies are invited to events, each stage of the funnel is counted here.',
  },
  nothingFiltered: {
    id: 'reports.nothingFiltered',
    defaultMessage:
      'No event in this selection has invited companies or pairs yet. Clear the filters to see the whole reach.',
  },
  funnel: { id: 'reports.funnel', defaultMessage: 'Funnel' },
  stage: { id: 'reports.stage', defaultMessage: 'Stage' },
  count: { id: 'reports.count', defaultMessage: 'Count' },
  countedAs: { id: 'reports.countedAs', defaultMessage: 'Counted as' },
  followUpRate: { id: 'reports.followUpRate', defaultMessage: 'Follow-up rate' },
  followUpNote: {
    id: 'reports.followUpNote',
    defaultMessage: '{count} of {held, plural, one {# held meeting} other {# held meetings}}',
  },
  noShowRate: { id: 'reports.noShowRate', defaultMessage: 'No-show rate' },
  noShows: {
    id: 'reports.noShows',
    defaultMessage: '{count, plural, one {# no-show} other {# no-shows}}',
  },
  startupRating: { id: 'reports.startupRating', defaultMessage: 'Startups’ average rating' },
  corporateRating: {
    id: 'reports.corporateRating',
    defaultMessage: 'Corporates’ average rating',
  },
  event: { id: 'reports.event', defaultMessage: 'Event' },
  loadingEvents: { id: 'reports.loadingEvents', defaultMessage: 'Loading events…' },
  allEvents: { id: 'reports.allEvents', defaultMessage: 'All events' },
  noEvent: { id: 'reports.noEvent', defaultMessage: 'No event by that name' },
  eventsFailed: { id: 'reports.eventsFailed', defaultMessage: 'The events could not be loaded' },
  from: { id: 'reports.from', defaultMessage: 'Events from' },
  until: { id: 'reports.until', defaultMessage: 'Events until' },
  afterStart: { id: 'reports.afterStart', defaultMessage: 'Choose a date after the start' },
  clear: { id: 'reports.clear', defaultMessage: 'Clear filters' },
  perEvent: { id: 'reports.perEvent', defaultMessage: 'Per event' },
  perCorporate: { id: 'reports.perCorporate', defaultMessage: 'Per corporate' },
  perIncubator: { id: 'reports.perIncubator', defaultMessage: 'Per incubator' },
  corporate: { id: 'reports.corporate', defaultMessage: 'Corporate' },
  incubator: { id: 'reports.incubator', defaultMessage: 'Incubator' },
  noHeld: {
    id: 'reports.noHeld',
    defaultMessage: 'No held meetings yet: the rate appears once meetings are marked held.',
  },
  caption: {
    id: 'reports.caption',
    defaultMessage:
      'Follow-up rate {group, select, corporate {per corporate} incubator {per incubator} other {per event}}, most held meetings first',
  },
  held: { id: 'reports.held', defaultMessage: 'Held' },
  followUp: { id: 'reports.followUp', defaultMessage: 'Follow-up' },
  rate: { id: 'reports.rate', defaultMessage: 'Rate' },
});
