import { z } from 'zod';
import { FUNNEL_STAGES } from '../funnel.ts';
import type { ApiScope } from '../integrations.ts';

/**
 * The read API under `/api/v1` (decision 104): what each resource answers, as zod schemas. The
 * server checks every answer against them in tests and generates the OpenAPI 3.1 document from
 * them (`GET /api/v1/openapi.json`), so the document and the answers cannot drift apart.
 */

const id = z.uuid().describe('A UUID');
const instant = z.iso.datetime({ offset: true }).describe('ISO 8601 instant (UTC)');
const maybeInstant = instant.nullable();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const V1_PAGE_MAX = 200;
export const V1_PAGE_DEFAULT = 50;

/** The query every list takes: a page size, the cursor of the previous page, a date window. */
export const v1ListQuery = z.strictObject(
  {
    limit: z.coerce
      .number('limit is a number')
      .int('limit is a whole number')
      .min(1, 'limit is at least 1')
      .max(V1_PAGE_MAX, `limit is at most ${V1_PAGE_MAX}`)
      .default(V1_PAGE_DEFAULT),
    cursor: z
      .string('cursor is the nextCursor of the previous page')
      .regex(/^[A-Za-z0-9_-]{1,200}$/, 'cursor is the nextCursor of the previous page')
      .optional(),
    from: z
      .union(
        [
          z.iso.datetime({ offset: true, message: 'from is an ISO 8601 date or instant' }),
          z.iso.date('from is an ISO 8601 date or instant'),
        ],
        'from is an ISO 8601 date or instant',
      )
      .optional(),
    to: z
      .union(
        [
          z.iso.datetime({ offset: true, message: 'to is an ISO 8601 date or instant' }),
          z.iso.date('to is an ISO 8601 date or instant'),
        ],
        'to is an ISO 8601 date or instant',
      )
      .optional(),
  },
  { error: 'Unknown query parameter: use limit, cursor, from and to' },
);
export type V1ListQuery = z.infer<typeof v1ListQuery>;

export const v1EventParams = z.object(
  { eventId: z.string('Name the event (eventId)').regex(UUID, 'eventId is not an event’s id') },
  'Name the event (eventId)',
);

const v1Event = z.object({
  id,
  name: z.string(),
  description: z.string(),
  format: z.enum(['PHYSICAL', 'DIGITAL', 'HYBRID']),
  venue: z.string(),
  timezone: z.string(),
  startDate: instant,
  endDate: instant,
  status: z.string().describe('UPCOMING, PREVIOUS or DRAFT'),
  published: z.boolean(),
  restrictedTo: z.array(z.string()),
});

const v1Attendee = z.object({
  id,
  eventId: id,
  companyId: id,
  companyName: z.string(),
  role: z.enum(['startup', 'corp']),
  state: z.string().describe('INVITED, REGISTERED, APPROVED, DECLINED or WITHDRAWN'),
  registeredAt: maybeInstant,
  decidedAt: maybeInstant,
});

const v1Company = z.object({
  id,
  name: z.string(),
  type: z.enum(['startup', 'corp']),
  country: z.string(),
  incubator: z.string().nullable(),
  industries: z.array(z.string()),
  website: z.string().nullable(),
});

const v1Need = z.object({
  id,
  eventId: id,
  corporateId: id,
  title: z.string(),
  description: z.string(),
  industries: z.array(z.string()),
  technologies: z.array(z.string()),
  wantedMeetings: z.int(),
  state: z.string().describe('DRAFT, PUBLISHED or CLOSED'),
  createdAt: instant,
});

const v1Match = z.object({
  id,
  eventId: id,
  needId: id.nullable(),
  startupId: id,
  corporateId: id,
  score: z.int(),
  source: z.string(),
  state: z.string(),
  choice: z.string().nullable(),
  chosenAt: maybeInstant,
  createdAt: instant,
});

const v1Meeting = z.object({
  id,
  eventId: id,
  matchId: id,
  startupId: id,
  corporateId: id,
  needId: id.nullable(),
  status: z.string().describe('REQUESTED, SCHEDULED, CONFIRMED, HELD, NO_SHOW or CANCELLED'),
  startsAt: maybeInstant,
  endsAt: maybeInstant,
  table: z.int().nullable(),
  videoLink: z.string().nullable(),
});

const v1Rating = z.object({
  id,
  meetingId: id,
  side: z.enum(['STARTUP', 'CORPORATE']),
  score: z.int().min(1).max(5),
  comment: z.string().nullable(),
  wantsFollowUp: z.boolean(),
  ratedAt: instant,
});

const v1FollowUp = z.object({
  id,
  meetingId: id,
  side: z.string().describe('STARTUP, CORPORATE or ORGANISER'),
  result: z.string(),
  reportedAt: instant,
  outcomes: z.array(z.object({ kind: z.string(), happenedOn: z.string().nullable() })),
});

const v1Funnel = z.object({
  eventId: id,
  stages: z.object(Object.fromEntries(FUNNEL_STAGES.map((s) => [s, z.int()]))),
  needs: z.int(),
  followUpRate: z.number().nullable(),
  noShowRate: z.number().nullable(),
});

/** A page of a list: its items and the cursor of the next page (null on the last). */
export function v1Page<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

const v1Error = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

/** The answers' schemas by name (not inputs: users never type them). */
export const V1_ANSWERS = {
  event: v1Event,
  attendee: v1Attendee,
  company: v1Company,
  need: v1Need,
  match: v1Match,
  meeting: v1Meeting,
  rating: v1Rating,
  followUp: v1FollowUp,
  funnel: v1Funnel,
  error: v1Error,
};

/** Every resource of the read API: its path, the scope a token needs, what it answers. */
export const V1_RESOURCES = [
  { path: '/events', scope: 'events:read', item: v1Event, list: true, summary: 'Events' },
  {
    path: '/events/{eventId}/attendees',
    scope: 'events:read',
    item: v1Attendee,
    list: true,
    summary: 'An event’s participants',
  },
  {
    path: '/events/{eventId}/needs',
    scope: 'events:read',
    item: v1Need,
    list: true,
    summary: 'An event’s needs',
  },
  {
    path: '/companies',
    scope: 'companies:read',
    item: v1Company,
    list: true,
    summary: 'Companies whose profiles the token’s admin may read',
  },
  {
    path: '/events/{eventId}/matches',
    scope: 'meetings:read',
    item: v1Match,
    list: true,
    summary: 'An event’s matches',
  },
  {
    path: '/events/{eventId}/meetings',
    scope: 'meetings:read',
    item: v1Meeting,
    list: true,
    summary: 'An event’s meetings',
  },
  {
    path: '/events/{eventId}/ratings',
    scope: 'meetings:read',
    item: v1Rating,
    list: true,
    summary: 'Ratings of an event’s meetings',
  },
  {
    path: '/events/{eventId}/followups',
    scope: 'followup:read',
    item: v1FollowUp,
    list: true,
    summary: 'Follow-up outcomes of an event’s meetings',
  },
  {
    path: '/events/{eventId}/funnel',
    scope: 'followup:read',
    item: v1Funnel,
    list: false,
    summary: 'An event’s funnel',
  },
] as const satisfies readonly {
  path: string;
  scope: ApiScope;
  item: z.ZodType;
  list: boolean;
  summary: string;
}[];
