import { builder } from '../../graphql/builder.ts';
import { can, signedIn, SIGNED_IN_GRAPHS, USER_GRAPHS } from '../../graphql/scopes.ts';
import { EventRef } from '../events/events.types.graphql.ts';
import { meetingsOfEvent, myMeetings, participantAgenda } from './agenda.service.ts';
import { scheduleBlackouts } from './blackouts.service.ts';
import { lockMeeting, moveMeeting, swapMeetings, unplaceMeeting } from './placement.service.ts';
import { publishSchedule } from './publish.service.ts';
import { previewScheduleRun } from './run-preview.service.ts';
import { generateSchedule } from './schedule.service.ts';
import { setMeetingStatus } from './status.service.ts';
import {
  ADMIN,
  BlackoutRef,
  MeetingRef,
  MeetingStatusEnum,
  NoShowSideEnum,
  PublishResultRef,
  RunPreviewRef,
  ScheduleRunRef,
} from './meetings.types.graphql.ts';

/** Meeting queries and mutations on the graphs (DOMAIN.md contract names). */

builder.objectField(EventRef, 'meetings', (t) =>
  t.field({
    type: [MeetingRef],
    subGraphs: SIGNED_IN_GRAPHS,
    authScopes: signedIn,
    description:
      'Organisers: every meeting of the event, draft placement. Others: the published meetings in their reach.',
    resolve: (e, _a, ctx) => meetingsOfEvent(ctx.db, ctx.actor, e.id),
  }),
);

builder.objectField(EventRef, 'scheduleBlackouts', (t) =>
  t.field({
    type: [BlackoutRef],
    subGraphs: [...ADMIN],
    authScopes: can('scheduleMeetings'),
    description:
      'Organisers: the slots each approved participant cannot attend (only those with some).',
    resolve: (e, _a, ctx) => scheduleBlackouts(ctx.db, ctx.actor, e.id),
  }),
);

builder.objectField(EventRef, 'scheduleRunPreview', (t) =>
  t.field({
    type: RunPreviewRef,
    subGraphs: [...ADMIN],
    authScopes: can('scheduleMeetings'),
    description:
      'Organisers: which placed meetings generating the schedule again would move, before running it (nothing is written).',
    args: { keepPublished: t.arg.boolean() },
    resolve: (e, a, ctx) =>
      previewScheduleRun(ctx.db, ctx.actor, e.id, { keepPublished: a.keepPublished ?? true }),
  }),
);

builder.queryField('myMeetings', (t) =>
  t.field({
    type: [MeetingRef],
    subGraphs: [...USER_GRAPHS],
    authScopes: { startup: true, corp: true },
    description: 'The own organisation’s published meetings at an event, soonest first.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => myMeetings(ctx.db, ctx.actor, String(a.eventId)),
  }),
);

builder.queryField('participantAgenda', (t) =>
  t.field({
    type: [MeetingRef],
    subGraphs: [...ADMIN],
    authScopes: { admin: true },
    description: 'One participant’s published meetings at an event (organisers, incubators).',
    args: { eventId: t.arg.id({ required: true }), companyId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) =>
      participantAgenda(ctx.db, ctx.actor, String(a.eventId), String(a.companyId)),
  }),
);

builder.queryField('calendarFeedUrl', (t) =>
  t.string({
    subGraphs: SIGNED_IN_GRAPHS,
    authScopes: signedIn,
    description: 'The signed-in person’s calendar subscription (secret URL; revocable).',
    resolve: (_r, _a, ctx) => ctx.calendarFeeds.urlFor(ctx.db, ctx.actor),
  }),
);

builder.mutationField('revokeCalendarFeed', (t) =>
  t.string({
    subGraphs: SIGNED_IN_GRAPHS,
    authScopes: signedIn,
    description: 'Stops the current calendar URL from working; answers the new one.',
    resolve: (_r, _a, ctx) => ctx.calendarFeeds.revoke(ctx.db, ctx.actor),
  }),
);

builder.mutationField('generateSchedule', (t) =>
  t.field({
    type: ScheduleRunRef,
    subGraphs: [...ADMIN],
    authScopes: can('scheduleMeetings'),
    description:
      'Places every confirmed pair in a draft; keeps held, pinned and (unless told otherwise) published meetings.',
    args: { eventId: t.arg.id({ required: true }), keepPublished: t.arg.boolean() },
    resolve: (_r, a, ctx) =>
      generateSchedule(ctx.db, ctx.actor, String(a.eventId), {
        keepPublished: a.keepPublished ?? true,
      }),
  }),
);

builder.mutationField('publishSchedule', (t) =>
  t.field({
    type: PublishResultRef,
    subGraphs: [...ADMIN],
    authScopes: can('scheduleMeetings'),
    description: 'Confirms the draft and mails each participant whose meetings changed.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => publishSchedule(ctx, String(a.eventId)),
  }),
);

builder.mutationField('moveMeeting', (t) =>
  t.field({
    type: MeetingRef,
    subGraphs: [...ADMIN],
    authScopes: can('scheduleMeetings'),
    description: 'Moves a meeting into a free cell (slot index, table number), checked first.',
    args: {
      meetingId: t.arg.id({ required: true }),
      slot: t.arg.int({ required: true }),
      table: t.arg.int({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      moveMeeting(ctx.db, ctx.actor, String(a.meetingId), { slot: a.slot, table: a.table }),
  }),
);

builder.mutationField('swapMeetings', (t) =>
  t.field({
    type: [MeetingRef],
    subGraphs: [...ADMIN],
    authScopes: can('scheduleMeetings'),
    description: 'Swaps the cells of two placed meetings.',
    args: {
      meetingId: t.arg.id({ required: true }),
      otherMeetingId: t.arg.id({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      swapMeetings(ctx.db, ctx.actor, String(a.meetingId), String(a.otherMeetingId)),
  }),
);

builder.mutationField('lockMeeting', (t) =>
  t.field({
    type: MeetingRef,
    subGraphs: [...ADMIN],
    authScopes: can('scheduleMeetings'),
    description: 'Pins a placed meeting (re-runs keep it) or releases it.',
    args: { meetingId: t.arg.id({ required: true }), locked: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) => lockMeeting(ctx.db, ctx.actor, String(a.meetingId), a.locked),
  }),
);

builder.mutationField('unplaceMeeting', (t) =>
  t.field({
    type: MeetingRef,
    subGraphs: [...ADMIN],
    authScopes: can('scheduleMeetings'),
    description: 'Takes a meeting out of the draft, back to the unplaced list.',
    args: { meetingId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => unplaceMeeting(ctx.db, ctx.actor, String(a.meetingId)),
  }),
);

builder.mutationField('setMeetingStatus', (t) =>
  t.field({
    type: MeetingRef,
    subGraphs: ['corp', 'admin'],
    authScopes: can('changeMeetingStatus'),
    description: 'HELD, NO_SHOW, or CANCELLED with a reason (SPEC §6).',
    args: {
      meetingId: t.arg.id({ required: true }),
      status: t.arg({ type: MeetingStatusEnum, required: true }),
      reason: t.arg.string(),
      absent: t.arg({
        type: NoShowSideEnum,
        description:
          'A no-show: the side that did not come (a corporate’s mark names the startup).',
      }),
    },
    resolve: (_r, a, ctx) =>
      setMeetingStatus(ctx, String(a.meetingId), {
        status: a.status,
        reason: a.reason ?? undefined,
        absent: a.absent ?? undefined,
      }),
  }),
);
