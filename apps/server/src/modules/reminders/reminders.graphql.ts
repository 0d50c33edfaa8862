import { builder } from '../../graphql/builder.ts';
import { ADMIN_GRAPH, can, USER_GRAPHS } from '../../graphql/scopes.ts';
import { EventRef } from '../events/events.types.graphql.ts';
import { myReminders, setEventReminders, setMyReminders } from './reminders.service.ts';

/** Reminders before meetings: the organisers' lead (admin graph), each person's opt-out. */

type Mine = Awaited<ReturnType<typeof myReminders>>;
const own = { authScopes: can('manageOwnReminders') };

const MyRemindersRef = builder.objectRef<Mine>('MyReminders').implement({
  subGraphs: USER_GRAPHS,
  description: 'Whether the signed-in person is reminded before its meetings at an event.',
  fields: (t) => ({
    eventId: t.exposeID('eventId', own),
    enabled: t.exposeBoolean('enabled', own),
    minutes: t.exposeInt('minutes', { ...own, description: 'The event’s lead (0: none).' }),
  }),
});

builder.mutationField('setEventReminders', (t) =>
  t.field({
    type: EventRef,
    subGraphs: ADMIN_GRAPH,
    authScopes: can('setEventReminders'),
    description: 'Minutes before each meeting its participants are reminded (0: no reminders).',
    args: { eventId: t.arg.id({ required: true }), minutes: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => setEventReminders(ctx.db, ctx.actor, String(a.eventId), a.minutes),
  }),
);

builder.queryField('myReminders', (t) =>
  t.field({
    type: MyRemindersRef,
    subGraphs: USER_GRAPHS,
    authScopes: can('manageOwnReminders'),
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => myReminders(ctx.db, ctx.actor, String(a.eventId)),
  }),
);

builder.mutationField('setMyReminders', (t) =>
  t.field({
    type: MyRemindersRef,
    subGraphs: USER_GRAPHS,
    authScopes: can('manageOwnReminders'),
    description: 'Turns the signed-in person’s reminders and morning mail for an event on or off.',
    args: { eventId: t.arg.id({ required: true }), enabled: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) => setMyReminders(ctx.db, ctx.actor, String(a.eventId), a.enabled),
  }),
);
