import { builder } from '../../graphql/builder.ts';
import { ADMIN_GRAPH, can } from '../../graphql/scopes.ts';
import type { Planned } from './due-rules.ts';
import { RatingSideEnum } from './followup.graphql.ts';
import { secondStagePreview, sendRatingMailsNow } from './mails-now.service.ts';
import { followUpSchedule, type NotAsked, type ScheduleRow } from './schedule.service.ts';

/** The follow-up mails on the admin graph: their schedule, a delay's preview, send-now (085). */

const organisers = can('recordFollowUps');
const seen = { authScopes: organisers };

const PlannedRef = builder.objectRef<Planned>('PlannedMail').implement({
  subGraphs: ADMIN_GRAPH,
  description: 'One follow-up mail of a meeting’s side: when it went, or when it goes, or why not.',
  fields: (t) => ({
    sentAt: t.expose('sentAt', { ...seen, type: 'DateTime', nullable: true }),
    dueAt: t.expose('dueAt', {
      ...seen,
      type: 'DateTime',
      nullable: true,
      description: 'When it goes (not sent yet).',
    }),
    skipped: t.exposeString('skipped', {
      ...seen,
      nullable: true,
      description: 'Why it will not go, in words.',
    }),
  }),
});

const RowRef = builder.objectRef<ScheduleRow>('FollowUpMailRow').implement({
  subGraphs: ADMIN_GRAPH,
  fields: (t) => ({
    meetingId: t.exposeID('meetingId', seen),
    startupName: t.exposeString('startupName', seen),
    corporateName: t.exposeString('corporateName', seen),
    startsAt: t.expose('startsAt', { ...seen, type: 'DateTime', nullable: true }),
    side: t.expose('side', { ...seen, type: RatingSideEnum }),
    rating: t.field({ ...seen, type: PlannedRef, resolve: (r) => r.rating }),
    reminder: t.field({ ...seen, type: PlannedRef, resolve: (r) => r.reminder }),
    secondStage: t.field({ ...seen, type: PlannedRef, resolve: (r) => r.secondStage }),
  }),
});

const NotAskedRef = builder.objectRef<NotAsked>('NotAskedSide').implement({
  subGraphs: ADMIN_GRAPH,
  description: 'A meeting (or one side) that will not get a rating mail, and why.',
  fields: (t) => ({
    meetingId: t.exposeID('meetingId', seen),
    startupName: t.exposeString('startupName', seen),
    corporateName: t.exposeString('corporateName', seen),
    startsAt: t.expose('startsAt', { ...seen, type: 'DateTime', nullable: true }),
    side: t.expose('side', {
      ...seen,
      type: RatingSideEnum,
      nullable: true,
      description: 'Null: both sides.',
    }),
    reason: t.exposeString('reason', seen),
  }),
});

type Schedule = Awaited<ReturnType<typeof followUpSchedule>>;
const ScheduleRef = builder.objectRef<Schedule>('FollowUpMailSchedule').implement({
  subGraphs: ADMIN_GRAPH,
  fields: (t) => ({
    timezone: t.exposeString('timezone', seen),
    eventOver: t.exposeBoolean('eventOver', seen),
    rows: t.field({ ...seen, type: [RowRef], resolve: (s) => s.rows }),
    notAsked: t.field({ ...seen, type: [NotAskedRef], resolve: (s) => s.notAsked }),
    ratingMailsToSend: t.exposeInt('ratingMailsToSend', {
      ...seen,
      description: 'How many mails sendRatingMails would send now.',
    }),
  }),
});

type Preview = Awaited<ReturnType<typeof secondStagePreview>>;
const PreviewRef = builder.objectRef<Preview>('SecondStagePreview').implement({
  subGraphs: ADMIN_GRAPH,
  fields: (t) => ({
    days: t.exposeInt('days', seen),
    mails: t.exposeInt('mails', { ...seen, description: 'Mails the change sends at once.' }),
    meetings: t.exposeInt('meetings', seen),
  }),
});

builder.queryField('followUpSchedule', (t) =>
  t.field({
    type: ScheduleRef,
    subGraphs: ADMIN_GRAPH,
    authScopes: organisers,
    description:
      'When each held meeting’s rating mail, reminder and second-stage mail went or goes, by side, and who will not be asked and why.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => followUpSchedule(ctx.db, ctx.actor, String(a.eventId)),
  }),
);

builder.queryField('secondStagePreview', (t) =>
  t.field({
    type: PreviewRef,
    subGraphs: ADMIN_GRAPH,
    authScopes: organisers,
    description:
      'How many second-stage mails setting the delay to `days` would send at once (nothing is saved). A Float so that 30.5 is refused in words.',
    args: {
      eventId: t.arg.id({ required: true }),
      days: t.arg.float({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      secondStagePreview(ctx.db, ctx.actor, String(a.eventId), { secondStageDays: a.days }),
  }),
);

builder.mutationField('sendRatingMails', (t) =>
  t.int({
    subGraphs: ADMIN_GRAPH,
    authScopes: organisers,
    description:
      'A past event: sends the rating mail of each held meeting’s side that never got one; answers how many mails went.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => sendRatingMailsNow(ctx, ctx.actor, String(a.eventId)),
  }),
);
