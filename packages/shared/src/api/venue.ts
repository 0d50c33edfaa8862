import type { EventStatus } from '../events.ts';

/**
 * GET /api/venue/{token} (decision 108; server: http/venue.routes.ts): the venue screen's board —
 * the slot under way and the next one's meetings by table; 404 for an unknown or revoked token.
 * Instants are ISO strings on the wire (`Date` where the server builds the board).
 */
export type VenueBoardMeeting = { table: string | null; startup: string; corporate: string };
export type VenueBoardSlot<Instant = string> = {
  startsAt: Instant;
  endsAt: Instant;
  meetings: VenueBoardMeeting[];
};
export type VenueBoard<Instant = string> = {
  event: { name: string; venue: string; timezone: string; status: EventStatus };
  at: Instant;
  current: VenueBoardSlot<Instant> | null;
  next: VenueBoardSlot<Instant> | null;
};
