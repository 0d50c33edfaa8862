import {
  MEETING_STATUSES,
  NO_SHOW_SIDES,
  UNPLACED_REASONS,
  type UnplacedReason,
} from '@matchday/shared';
import { builder } from '../../graphql/builder.ts';
import { anyAdmin, signedIn, SIGNED_IN_GRAPHS } from '../../graphql/scopes.ts';
import { CompanyCardRef, load } from '../matchmaking/matchmaking.types.graphql.ts';
import type { MeetingView } from './meetings.views.ts';
import type { Blackout } from './blackouts.service.ts';
import type { PublishResult } from './publish.service.ts';
import type { RunChange, RunPreview } from './run-preview.service.ts';
import type { ScheduleRun, Unplaced } from './schedule.service.ts';

/** GraphQL types of meetings and schedule runs. */

export const seen = { authScopes: signedIn };
const organisers = { authScopes: anyAdmin };
export const ADMIN = ['admin'] as const;
const G = SIGNED_IN_GRAPHS;

export const MeetingStatusEnum = builder.enumType('MeetingStatus', {
  subGraphs: G,
  values: MEETING_STATUSES,
});

export const NoShowSideEnum = builder.enumType('NoShowSide', {
  subGraphs: G,
  description: 'Which side of a meeting did not come.',
  values: NO_SHOW_SIDES,
});

export const MeetingRef = builder.objectRef<MeetingView>('Meeting').implement({
  subGraphs: G,
  description:
    'A meeting of a confirmed pair. Organisers see the draft placement; everyone else what participants were last told.',
  fields: (t) => ({
    id: t.exposeID('id', seen),
    eventId: t.exposeID('eventId', seen),
    matchId: t.exposeID('matchId', seen),
    status: t.expose('status', { ...seen, type: MeetingStatusEnum }),
    startsAt: t.expose('startsAt', { ...seen, type: 'DateTime', nullable: true }),
    endsAt: t.expose('endsAt', { ...seen, type: 'DateTime', nullable: true }),
    slot: t.exposeInt('slot', {
      ...seen,
      nullable: true,
      description: 'Slot index of the event’s grid.',
    }),
    table: t.exposeInt('table', {
      ...seen,
      nullable: true,
      description: 'Table (meeting point) number, from 1.',
    }),
    tableName: t.exposeString('tableName', { ...seen, nullable: true }),
    videoLink: t.exposeString('videoLink', {
      ...seen,
      nullable: true,
      description: 'Digital and hybrid events: the meeting’s video room.',
    }),
    cancelReason: t.exposeString('cancelReason', { ...seen, nullable: true }),
    absentSide: t.expose('absentSide', {
      ...seen,
      type: NoShowSideEnum,
      nullable: true,
      description: 'A no-show: the side that did not come, when it was said.',
    }),
    published: t.exposeBoolean('published', seen),
    sequence: t.exposeInt('sequence', seen),
    mustMeet: t.boolean({ ...seen, resolve: (m) => m.priority > 1 }),
    locked: t.exposeBoolean('locked', {
      ...organisers,
      subGraphs: [...ADMIN],
      description: 'Pinned: re-runs keep it where it is.',
    }),
    changedSincePublish: t.exposeBoolean('changedSincePublish', {
      ...organisers,
      subGraphs: [...ADMIN],
    }),
    unplacedReason: t.exposeString('unplacedReason', {
      ...organisers,
      subGraphs: [...ADMIN],
      nullable: true,
    }),
    unplacedText: t.string({
      ...organisers,
      subGraphs: [...ADMIN],
      nullable: true,
      resolve: (m) =>
        m.unplacedReason ? (m.unplacedText ?? UNPLACED_REASONS[m.unplacedReason]) : null,
    }),
    startup: t.field({
      ...seen,
      type: CompanyCardRef,
      nullable: true,
      resolve: (m, _a, ctx) => m.joined?.startup ?? load(ctx).company.load(m.startupId),
    }),
    corporate: t.field({
      ...seen,
      type: CompanyCardRef,
      nullable: true,
      resolve: (m, _a, ctx) => m.joined?.corporate ?? load(ctx).company.load(m.corporateId),
    }),
    needTitle: t.string({
      ...seen,
      nullable: true,
      resolve: async (m, _a, ctx) => {
        if (m.joined) return m.joined.needTitle;
        return m.needId ? ((await load(ctx).need.load(m.needId))?.title ?? null) : null;
      },
    }),
  }),
});

const UnplacedRef = builder.objectRef<Unplaced>('UnplacedPair').implement({
  subGraphs: [...ADMIN],
  fields: (t) => ({
    meetingId: t.exposeID('meetingId', organisers),
    matchId: t.exposeID('matchId', organisers),
    reason: t.string({ ...organisers, resolve: (u) => u.reason as UnplacedReason }),
    text: t.exposeString('text', organisers),
  }),
});

export const ScheduleRunRef = builder.objectRef<ScheduleRun>('ScheduleRun').implement({
  subGraphs: [...ADMIN],
  description: 'What a scheduling run did.',
  fields: (t) => ({
    placed: t.exposeInt('placed', { ...organisers, description: 'Meetings in the schedule.' }),
    bound: t.exposeInt('bound', {
      ...organisers,
      description: 'No schedule of this event can place more meetings than this.',
    }),
    moved: t.exposeInt('moved', {
      ...organisers,
      description: 'Published meetings now elsewhere or left out.',
    }),
    idleGaps: t.exposeInt('idleGaps', organisers),
    unplaced: t.field({ ...organisers, type: [UnplacedRef], resolve: (r) => r.unplaced }),
  }),
});

const RunChangeRef = builder.objectRef<RunChange>('ScheduleRunChange').implement({
  subGraphs: [...ADMIN],
  description: 'A placed meeting the next run would move.',
  fields: (t) => ({
    meetingId: t.exposeID('meetingId', organisers),
    pinned: t.exposeBoolean('pinned', {
      ...organisers,
      description: 'Pinned or moved by hand, yet the run cannot keep it where it is.',
    }),
    leavesGrid: t.exposeBoolean('leavesGrid', {
      ...organisers,
      description: 'Left out of the schedule rather than moved elsewhere.',
    }),
  }),
});

export const RunPreviewRef = builder.objectRef<RunPreview>('ScheduleRunPreview').implement({
  subGraphs: [...ADMIN],
  description: 'What generating the schedule again would do to the meetings already placed.',
  fields: (t) => ({
    moving: t.exposeInt('moving', {
      ...organisers,
      description: 'Placed meetings that would move or leave the schedule.',
    }),
    pinnedMoving: t.exposeInt('pinnedMoving', {
      ...organisers,
      description: 'Of those, pinned or moved by hand.',
    }),
    changes: t.field({ ...organisers, type: [RunChangeRef], resolve: (p) => p.changes }),
  }),
});

export const BlackoutRef = builder.objectRef<Blackout>('ScheduleBlackout').implement({
  subGraphs: [...ADMIN],
  description: 'A participant’s unavailable slots at an event.',
  fields: (t) => ({
    companyId: t.exposeID('companyId', organisers),
    slots: t.exposeIntList('slots', { ...organisers, description: 'Slot indexes of the grid.' }),
  }),
});

export const PublishResultRef = builder.objectRef<PublishResult>('SchedulePublication').implement({
  subGraphs: [...ADMIN],
  fields: (t) => ({
    published: t.exposeInt('published', {
      ...organisers,
      description: 'Meetings in the published schedule.',
    }),
    changed: t.exposeInt('changed', {
      ...organisers,
      description: 'Meetings whose participants were told of a change.',
    }),
    mailed: t.exposeInt('mailed', { ...organisers, description: 'Mails queued.' }),
  }),
});
