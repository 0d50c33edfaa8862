import type { AdminActor, UserActor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { bookableTimes } from '../../modules/booking/bookable.service.ts';
import { acceptMeetingRequest, requestMeeting } from '../../modules/booking/requests.service.ts';
import { setBookingSettings } from '../../modules/booking/settings.service.ts';
import { companyIdOfUser } from '../../modules/companies/profiles.service.ts';

/** The other demo corporates and startups, in the order the demo tries them as counterparts. */
const CORPORATES = ['hansa@matchday.test', 'nordlys@matchday.test', 'helsinki@matchday.test'];
const STARTUPS = ['birch@matchday.test', 'dune@matchday.test', 'aurora@matchday.test'];

/**
 * The upcoming event runs HYBRID (docs/decisions/109): after the organisers' draft, participants
 * book the free slots. Through the booking services: a corporate books the startup persona and
 * the startup accepts (a confirmed meeting on its agenda), and a startup asks the corporate
 * persona for a meeting that waits for its answer. Each with the first counterpart both are free
 * with, at the first time they share.
 */
export async function seedUpcomingBooking(
  tx: Db,
  admin: AdminActor,
  publicUrl: string,
  eventId: string,
  userActor: (tx: Db, email: string) => Promise<UserActor | null>,
) {
  await setBookingSettings(tx, admin, eventId, {
    schedulingMode: 'HYBRID',
    requestMode: 'APPROVAL',
  });
  const startup = await userActor(tx, 'startup@matchday.test');
  const corp = await userActor(tx, 'corp@matchday.test');
  if (startup?.companyId) {
    for (const email of CORPORATES) {
      const asker = await userActor(tx, email);
      if (!asker) continue;
      const free = await bookableTimes(tx, asker, eventId, startup.companyId);
      if (!free.possible) continue;
      const request = await requestMeeting(
        { db: tx, actor: asker, publicUrl },
        eventId,
        startup.companyId,
        free.times[0]!.slot,
      );
      await acceptMeetingRequest({ db: tx, actor: startup, publicUrl }, request.id);
      break;
    }
  }
  const corpId = corp && (await companyIdOfUser(tx, 'corp@matchday.test'));
  if (corpId) {
    for (const email of STARTUPS) {
      const asker = await userActor(tx, email);
      if (!asker) continue;
      const free = await bookableTimes(tx, asker, eventId, corpId);
      if (!free.possible) continue;
      await requestMeeting(
        { db: tx, actor: asker, publicUrl },
        eventId,
        corpId,
        free.times[0]!.slot,
      );
      break;
    }
  }
}
