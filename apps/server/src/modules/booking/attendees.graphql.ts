import { DIRECTORY_PAGE_SIZE, placeName } from '@matchday/shared';
import { builder } from '../../graphql/builder.ts';
import { withoutNulls } from '../../graphql/inputs.ts';
import { page } from '../../graphql/page.ts';
import { can, USER_GRAPHS } from '../../graphql/scopes.ts';
import { UserTypeEnum } from '../accounts/accounts.graphql.ts';
import type { CompanyView } from '../accounts/company-view.ts';
import { eventParticipants } from './attendees.service.ts';

/** An event's attendee list for its participants (issue 34; the profile policy applies). */

const booker = { authScopes: can('bookMeetings') };

const EventParticipantRef = builder.objectRef<CompanyView>('EventParticipant').implement({
  subGraphs: USER_GRAPHS,
  description: 'Another approved participant of an event, as its attendee list shows it.',
  fields: (t) => ({
    id: t.exposeID('id', booker),
    type: t.expose('type', { ...booker, type: UserTypeEnum }),
    name: t.exposeString('name', booker),
    pitchShort: t.exposeString('pitchShort', { ...booker, nullable: true }),
    industries: t.exposeStringList('industries', booker),
    country: t.exposeString('country', booker),
    countryName: t.string({ ...booker, resolve: (c) => placeName(c.country) ?? c.country }),
    city: t.exposeString('city', { ...booker, nullable: true }),
  }),
});

const ParticipantFilter = builder.inputType('EventParticipantFilter', {
  subGraphs: USER_GRAPHS,
  fields: (t) => ({
    type: t.field({ type: UserTypeEnum }),
    industries: t.stringList({ description: 'Any of these industries (INDUSTRIES).' }),
    country: t.string({ description: 'ISO 3166-1 alpha-2 code.' }),
  }),
});

const ParticipantPage = page<CompanyView>(
  'EventParticipantPage',
  EventParticipantRef,
  USER_GRAPHS,
  can('bookMeetings'),
);

builder.queryField('eventParticipants', (t) =>
  t.field({
    type: ParticipantPage,
    subGraphs: USER_GRAPHS,
    ...booker,
    description:
      'The other approved participants of an event whose profiles the reader may open, filtered, by name, paged.',
    args: {
      eventId: t.arg.id({ required: true }),
      filter: t.arg({ type: ParticipantFilter }),
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: DIRECTORY_PAGE_SIZE }),
    },
    resolve: (_r, a, ctx) =>
      eventParticipants(ctx.db, ctx.actor, String(a.eventId), {
        filter: a.filter ? withoutNulls(a.filter) : undefined,
        offset: a.offset ?? 0,
        limit: a.limit ?? DIRECTORY_PAGE_SIZE,
      }),
  }),
);
