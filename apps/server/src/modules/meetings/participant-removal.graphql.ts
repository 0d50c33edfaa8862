import { builder } from '../../graphql/builder.ts';
import { can } from '../../graphql/scopes.ts';
import { ADMIN, AttendanceRef, seen } from '../events/events.types.graphql.ts';
import type { AttendanceRow } from '../events/attendance.types.ts';
import { participantRemovalPreview, removeParticipant } from './participant-removal.service.ts';

/** Organisers remove an approved participant, after seeing what it does. */

const EffectsRef = builder
  .objectRef<{ matches: number; meetings: number }>('ParticipantRemovalEffects')
  .implement({
    subGraphs: [...ADMIN],
    fields: (t) => ({
      matches: t.exposeInt('matches', {
        ...seen,
        description: 'Open matches that end (WITHDRAWN).',
      }),
      meetings: t.exposeInt('meetings', {
        ...seen,
        description: 'Meetings not yet held that are cancelled (published ones are mailed).',
      }),
    }),
  });

const RemovalRef = builder
  .objectRef<{ attendance: AttendanceRow; matches: number; meetings: number }>('ParticipantRemoval')
  .implement({
    subGraphs: [...ADMIN],
    fields: (t) => ({
      attendance: t.field({ ...seen, type: AttendanceRef, resolve: (r) => r.attendance }),
      matches: t.exposeInt('matches', seen),
      meetings: t.exposeInt('meetings', seen),
    }),
  });

builder.queryField('participantRemovalPreview', (t) =>
  t.field({
    type: EffectsRef,
    subGraphs: [...ADMIN],
    authScopes: can('decideAttendance'),
    description: 'What removing an approved participant would do.',
    args: { attendanceId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => participantRemovalPreview(ctx, String(a.attendanceId)),
  }),
);

builder.mutationField('removeParticipant', (t) =>
  t.field({
    type: RemovalRef,
    subGraphs: [...ADMIN],
    authScopes: can('decideAttendance'),
    description:
      'Removes an approved participant: the attendance is WITHDRAWN, its open matches end and its meetings not yet held are cancelled (counterparts of published ones are mailed).',
    args: { attendanceId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => removeParticipant(ctx, String(a.attendanceId)),
  }),
);
