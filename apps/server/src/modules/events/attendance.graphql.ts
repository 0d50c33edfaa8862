import { builder } from '../../graphql/builder.ts';
import { withoutNulls } from '../../graphql/inputs.ts';
import { anyUser, can, startupOnly, USER_GRAPHS } from '../../graphql/scopes.ts';
import { UserTypeEnum } from '../accounts/accounts.graphql.ts';
import { addEventAttendees, decideAttendance, listAttendees } from './attendees.service.ts';
import { joinEvent, withdrawFromEvent } from './registration.service.ts';
import {
  setAttendanceAvailability,
  setAttendingMembers,
  setMyAvailability,
} from './availability.service.ts';
import {
  ADMIN,
  AttendanceStateEnum,
  AttendanceRef,
  AttendancePage,
} from './events.types.graphql.ts';

/** Attendance on the graphs: participants, registration, availability. */

builder.queryField('eventAttendees', (t) =>
  t.field({
    type: AttendancePage,
    subGraphs: [...ADMIN],
    authScopes: can('viewAttendees'),
    description: 'An event’s participants the admin may see, filtered and paged.',
    args: {
      eventId: t.arg.id({ required: true }),
      state: t.arg({ type: AttendanceStateEnum }),
      role: t.arg({ type: UserTypeEnum }),
      search: t.arg.string(),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_r, { eventId, ...a }, ctx) =>
      listAttendees(ctx.db, ctx.actor, String(eventId), withoutNulls(a)),
  }),
);

builder.mutationField('addEventAttendees', (t) =>
  t.field({
    type: [AttendanceRef],
    subGraphs: [...ADMIN],
    // Startup attendees are the wider row (INCUBATOR too); corporates are checked per company.
    authScopes: can('addStartupAttendees'),
    description: 'Adds organisations to an event (approved): all or none.',
    args: { eventId: t.arg.id({ required: true }), companyIds: t.arg.idList({ required: true }) },
    resolve: (_r, a, ctx) => addEventAttendees(ctx, String(a.eventId), a.companyIds.map(String)),
  }),
);

builder.mutationField('decideAttendance', (t) =>
  t.field({
    type: AttendanceRef,
    subGraphs: [...ADMIN],
    authScopes: can('decideAttendance'),
    description:
      'Approves or declines a registration (re-admits a declined one); the company is mailed, with the reason of a decline.',
    args: {
      attendanceId: t.arg.id({ required: true }),
      approve: t.arg.boolean({ required: true }),
      reason: t.arg.string({ description: 'Why the registration is declined (sent to it).' }),
    },
    resolve: (_r, a, ctx) => decideAttendance(ctx, String(a.attendanceId), a.approve, a.reason),
  }),
);

builder.mutationField('setAttendanceAvailability', (t) =>
  t.field({
    type: AttendanceRef,
    subGraphs: [...ADMIN],
    authScopes: can('setAvailability'),
    description: 'The slots (indexes) a participant cannot attend.',
    args: { attendanceId: t.arg.id({ required: true }), slots: t.arg.intList({ required: true }) },
    resolve: (_r, a, ctx) =>
      setAttendanceAvailability(ctx.db, ctx.actor, String(a.attendanceId), a.slots),
  }),
);

builder.mutationField('joinEvent', (t) =>
  t.field({
    type: AttendanceRef,
    subGraphs: ['startup'],
    authScopes: startupOnly,
    description: 'Registers the own startup for an event (or accepts an invitation).',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => joinEvent(ctx, String(a.eventId)),
  }),
);

builder.mutationField('withdrawFromEvent', (t) =>
  t.field({
    type: AttendanceRef,
    subGraphs: ['startup'],
    authScopes: startupOnly,
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => withdrawFromEvent(ctx, String(a.eventId)),
  }),
);

builder.mutationField('setMyAvailability', (t) =>
  t.field({
    type: AttendanceRef,
    subGraphs: [...USER_GRAPHS],
    authScopes: anyUser,
    description: 'The slots (indexes) the own organisation cannot attend.',
    args: { eventId: t.arg.id({ required: true }), slots: t.arg.intList({ required: true }) },
    resolve: (_r, a, ctx) => setMyAvailability(ctx.db, ctx.actor, String(a.eventId), a.slots),
  }),
);

builder.mutationField('setAttendingMembers', (t) =>
  t.field({
    type: AttendanceRef,
    subGraphs: [...USER_GRAPHS],
    authScopes: anyUser,
    description: 'The team members who come to the event.',
    args: { eventId: t.arg.id({ required: true }), userIds: t.arg.idList({ required: true }) },
    resolve: (_r, a, ctx) =>
      setAttendingMembers(ctx.db, ctx.actor, String(a.eventId), a.userIds.map(String)),
  }),
);
