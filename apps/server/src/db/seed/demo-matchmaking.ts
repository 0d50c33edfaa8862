import type { AdminActor, UserActor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { findAccountByEmail } from '../../modules/accounts/accounts.service.ts';
import { loadActorAccount } from '../../modules/accounts/session-user.ts';
import { companyIdOfUser } from '../../modules/companies/profiles.service.ts';
import { applyToNeed, createNeed, setNeedState } from '../../modules/matchmaking/needs.service.ts';
import { requestPairing } from '../../modules/matchmaking/pairing.service.ts';
import {
  chooseSuggestion,
  needSuggestions,
  respondToSelection,
} from '../../modules/matchmaking/choices.service.ts';
import {
  generateSuggestions,
  publishSuggestions,
} from '../../modules/matchmaking/suggestions.service.ts';

async function userActor(tx: Db, email: string): Promise<UserActor | null> {
  const account = await findAccountByEmail(tx, 'user', email);
  const loaded = account && (await loadActorAccount(tx, 'user', account.id));
  return (loaded?.actor as UserActor | undefined) ?? null;
}

/**
 * Matchmaking at the upcoming demo event, through the services: the demo corporate's
 * needs (two published, one draft), an application, generated and published suggestions, its
 * choices (a must-meet the startup confirmed, a meet waiting for an answer, a no-thanks) and a
 * pending pairing request.
 */
export async function seedDemoMatchmaking(
  tx: Db,
  admin: AdminActor,
  publicUrl: string,
  eventId: string,
) {
  const corp = await userActor(tx, 'corp@matchday.test');
  const stina = await userActor(tx, 'startup@matchday.test');
  if (!corp || !stina) return;
  const ctx = (actor: AdminActor | UserActor) => ({ db: tx, actor, publicUrl });
  const inspection = await createNeed(tx, corp, eventId, {
    title: 'Autonomous inspection of wind and hydro assets',
    description:
      'We run 40 wind farms and 12 hydro plants. We look for robots or drones that inspect turbine blades, dams and substations without people on site, and software that turns the images into maintenance orders.',
    industries: ['Energy'],
    technologies: ['Robotics', 'Computer vision', 'Drones'],
    stages: ['PILOT', 'MARKET_ENTRY', 'GROWTH'],
    countries: ['SE', 'NO', 'FI', 'DK'],
    wantedMeetings: 4,
  });
  const flexibility = await createNeed(tx, corp, eventId, {
    title: 'Demand flexibility from buildings and batteries',
    description:
      'We want to aggregate heat pumps, EV chargers and batteries into a virtual power plant that bids into the Nordic balancing markets. Tell us how you forecast and control flexible load.',
    industries: ['Energy'],
    technologies: ['Machine learning', 'IoT'],
    wantedMeetings: 3,
  });
  await createNeed(tx, corp, eventId, {
    title: 'Circular materials for turbine blades (draft)',
    description: 'Recycling or re-using glass-fibre composite from decommissioned turbine blades.',
    wantedMeetings: 2,
  });
  await setNeedState(tx, corp, inspection.id, 'PUBLISHED');
  await setNeedState(tx, corp, flexibility.id, 'PUBLISHED');
  await applyToNeed(tx, stina, inspection.id, {
    note: 'Our crawler robots inspect blades and towers today at two Swedish wind farms.',
  });
  await generateSuggestions(tx, admin, eventId);
  await publishSuggestions(ctx(admin), eventId);

  const northwind = await companyIdOfUser(tx, 'startup@matchday.test');
  const dune = await companyIdOfUser(tx, 'dune@matchday.test');
  const birch = await companyIdOfUser(tx, 'birch@matchday.test');
  const forInspection = await needSuggestions(tx, corp, inspection.id);
  const mustMeet = forInspection.find((m) => m.startupId === northwind);
  if (mustMeet) {
    await chooseSuggestion(ctx(corp), mustMeet.id, { choice: 'MUST_MEET' });
    await respondToSelection(tx, stina, mustMeet.id, true);
  }
  const meet = forInspection.find((m) => m.startupId === dune);
  if (meet) await chooseSuggestion(ctx(corp), meet.id, { choice: 'MEET' });
  const forFlex = await needSuggestions(tx, corp, flexibility.id);
  const noThanks = forFlex.find((m) => m.startupId === birch);
  if (noThanks) {
    await chooseSuggestion(ctx(corp), noThanks.id, {
      choice: 'NO_THANKS',
      reason: 'We need control of the devices, not analytics alone',
    });
  }
  const birchUser = await userActor(tx, 'birch@matchday.test');
  const corpId = await companyIdOfUser(tx, 'corp@matchday.test');
  if (birchUser && corpId) {
    await requestPairing(ctx(birchUser), eventId, {
      corporateId: corpId,
      needId: flexibility.id,
      message:
        'Our load forecasts cut imbalance costs by 18 % for two Swedish utilities. Could we show you in 20 minutes?',
    });
  }
}
