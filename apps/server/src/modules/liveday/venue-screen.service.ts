import {
  eventStatus,
  type VenueBoard as SharedVenueBoard,
  type VenueBoardSlot,
} from '@matchday/shared';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { eventOperationWhere } from '../events/events.policy.ts';
import { events } from '../events/events.read-model.ts';
import { agendaEntries, type AgendaEntry } from '../meetings/agenda.queries.ts';
import { meetings } from '../meetings/meetings.read-model.ts';
import { venueScreens } from './liveday.tables.ts';
import { TAKING_PLACE } from './now-next.service.ts';

/**
 * The venue screen (decision 108): a read-only board for a big screen at the venue behind a
 * secret link. The organisers make it (the link is shown once: only its SHA-256 is kept) and
 * revoke it; the board names companies and tables only — no people.
 */

const TOKEN_PREFIX = 'mdv_';
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const eventKey = z.uuid('No such event');

export type VenueScreenState = { eventId: string; active: boolean; createdAt: Date | null };
export type VenueScreenLink = { eventId: string; token: string; path: string; createdAt: Date };

async function organisersEvent(db: Db, actor: Actor, id: unknown) {
  assertCan(actor, 'manageVenueScreens', 'Only the event’s organisers manage its venue screen');
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.id, parseInput(eventKey, id)),
        eventOperationWhere(actor, 'manageVenueScreens'),
      ),
    );
  if (!event) throw new AppError('NOT_FOUND', 'No such event');
  return event;
}

async function liveRow(db: Db, eventId: string) {
  const [row] = await db
    .select()
    .from(venueScreens)
    .where(and(eq(venueScreens.eventId, eventId), isNull(venueScreens.revokedAt)))
    .orderBy(desc(venueScreens.createdAt))
    .limit(1);
  return row ?? null;
}

/** Whether the event has a live venue-screen link (never the link itself). */
export async function venueScreenOf(
  db: Db,
  actor: Actor,
  eventId: unknown,
): Promise<VenueScreenState> {
  const event = await organisersEvent(db, actor, eventId);
  const row = await liveRow(db, event.id);
  return { eventId: event.id, active: !!row, createdAt: row?.createdAt ?? null };
}

/** A new secret link for the event's venue screen; the previous one stops working. */
export async function createVenueScreen(
  db: Db,
  actor: Actor,
  eventId: unknown,
): Promise<VenueScreenLink> {
  const event = await organisersEvent(db, actor, eventId);
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    await tx
      .update(venueScreens)
      .set({ revokedAt: new Date() })
      .where(and(eq(venueScreens.eventId, event.id), isNull(venueScreens.revokedAt)));
    const [made] = await tx
      .insert(venueScreens)
      .values({ eventId: event.id, tokenHash: hashOf(token), createdBy: actor?.id ?? null })
      .returning();
    return made!;
  });
  return { eventId: event.id, token, path: `/venue/${token}`, createdAt: row.createdAt };
}

/** Revokes the event's venue-screen link; answers the state (no link). */
export async function revokeVenueScreen(
  db: Db,
  actor: Actor,
  eventId: unknown,
): Promise<VenueScreenState> {
  const event = await organisersEvent(db, actor, eventId);
  await db
    .update(venueScreens)
    .set({ revokedAt: new Date() })
    .where(and(eq(venueScreens.eventId, event.id), isNull(venueScreens.revokedAt)));
  return { eventId: event.id, active: false, createdAt: null };
}

/** The board as the server builds it (its contract: packages/shared api/venue.ts). */
export type BoardSlot = VenueBoardSlot<Date>;
export type VenueBoard = SharedVenueBoard<Date>;

const byTable = new Intl.Collator('en', { numeric: true });

function slotOf(entries: AgendaEntry[]): BoardSlot | null {
  if (!entries.length) return null;
  return {
    startsAt: entries[0]!.view.startsAt!,
    endsAt: new Date(Math.max(...entries.map((e) => e.view.endsAt!.getTime()))),
    meetings: entries
      .map((e) => ({
        table: e.view.tableName,
        startup: e.startupName,
        corporate: e.corporateName,
      }))
      .sort((a, b) => byTable.compare(a.table ?? '~', b.table ?? '~')),
  };
}

/**
 * The board behind a venue-screen token at `now`: the slot under way and the next one's meetings
 * by table. Null for an unknown or revoked token (the route answers 404).
 */
export async function venueBoard(
  db: Db,
  token: string,
  now = new Date(),
): Promise<VenueBoard | null> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
  const [screen] = await db
    .select({ eventId: venueScreens.eventId })
    .from(venueScreens)
    .where(and(eq(venueScreens.tokenHash, hashOf(token)), isNull(venueScreens.revokedAt)));
  if (!screen) return null;
  const [event] = await db.select().from(events).where(eq(events.id, screen.eventId));
  if (!event) return null;
  const entries = await agendaEntries(
    db,
    and(
      eq(meetings.eventId, event.id),
      inArray(meetings.shownStatus, [...TAKING_PLACE]),
      gt(meetings.shownEndsAt, now),
    )!,
  );
  const t = now.getTime();
  const begun = entries.filter((e) => e.view.startsAt!.getTime() <= t);
  const latestStart = Math.max(...begun.map((e) => e.view.startsAt!.getTime()));
  const upcoming = entries.filter((e) => e.view.startsAt!.getTime() > t);
  const nextStart = upcoming[0]?.view.startsAt!.getTime();
  return {
    event: {
      name: event.name,
      venue: event.venue,
      timezone: event.timezone,
      status: eventStatus(event, now),
    },
    at: now,
    current: slotOf(begun.filter((e) => e.view.startsAt!.getTime() === latestStart)),
    next: slotOf(upcoming.filter((e) => e.view.startsAt!.getTime() === nextStart)),
  };
}
