import { readHosting, type Operation } from '@matchday/shared';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { reachFor } from '../../platform/authorize.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { incubatorStartupsWhere } from '../accounts/company-reach.policy.ts';
import { attendances, events } from '../events/events.read-model.ts';
import { matches, needs, pairingRequests } from './matchmaking.tables.ts';

/**
 * Who reaches which need, suggestion and pairing request, from the permission table:
 * `own` is the caller's company (a corporate's needs and matches; a startup's matches, and the
 * published needs of events it attends); `hostedEvents` the EVENT_HOST's events.
 */
const NONE = sql`false`;
const ALL = sql`true`;

type EventScoped = typeof needs | typeof matches | typeof pairingRequests;

function hosted(actor: Actor, table: EventScoped): SQL {
  if (actor?.kind !== 'admin') return NONE;
  const ids = readHosting(actor.hosting);
  return ids.length ? inArray(table.eventId, ids) : NONE;
}

const ownCompany = (actor: Actor) =>
  actor?.kind === 'user' && actor.companyId ? actor.companyId : null;

/** Approved attendance of the caller's company at the row's event. */
function attendsEvent(companyId: string, eventId: SQL | typeof needs.eventId): SQL {
  return sql`exists (select 1 from ${attendances} a where a.event_id = ${eventId} and a.company_id = ${companyId} and a.state = 'APPROVED')`;
}

function reachOver(
  actor: Actor,
  op: Operation,
  own: (companyId: string) => SQL,
  table: EventScoped,
) {
  const reach = reachFor(actor, op);
  if (reach === 'all') return ALL;
  if (reach === 'hostedEvents') return hosted(actor, table);
  const company = ownCompany(actor);
  if (reach === 'own' && company) return own(company);
  return NONE;
}

/** Needs the actor may read: corporates their own, startups the published ones of their events. */
export function needReadWhere(actor: Actor): SQL {
  return reachOver(
    actor,
    'viewNeeds',
    (company) =>
      actor?.kind === 'user' && actor.type === 'startup'
        ? and(eq(needs.state, 'PUBLISHED'), attendsEvent(company, needs.eventId))!
        : eq(needs.corporateId, company),
    needs,
  );
}

/** Needs the actor may change. */
export function needManageWhere(actor: Actor): SQL {
  return reachOver(actor, 'manageNeeds', (company) => eq(needs.corporateId, company), needs);
}

/**
 * An engine suggestion, not kept by an organiser, scoring under its event's suggestion floor:
 * a corporate never sees it while it waits for a choice (one published before the floor was
 * raised, say).
 */
const underFloor = sql`(${matches.state} = 'SUGGESTED' and ${matches.source} = 'ENGINE' and not ${matches.pinned} and ${matches.score} < (select ${events.suggestionFloor} from ${events} where ${events.id} = ${matches.eventId}))`;

/**
 * Matches the actor may read: organisers all of their events (PROPOSED included), a corporate
 * its own once suggested (not under the floor), a startup its own once a corporate chose it.
 */
export function matchReadWhere(actor: Actor): SQL {
  if (actor?.kind === 'admin') {
    return reachOver(actor, 'curateSuggestions', () => NONE, matches);
  }
  const company = ownCompany(actor);
  if (!company || actor?.kind !== 'user') return NONE;
  if (actor.type === 'corp')
    return and(
      eq(matches.corporateId, company),
      ne(matches.state, 'PROPOSED'),
      sql`not ${underFloor}`,
    )!;
  return and(
    eq(matches.startupId, company),
    inArray(matches.state, ['SELECTED', 'CONFIRMED', 'REFUSED']),
  )!;
}

/** Pairing requests the actor may read: its own side's, or all of the organiser's events. */
export function pairingReadWhere(actor: Actor): SQL {
  if (actor?.kind === 'admin') {
    const reach = reachFor(actor, 'answerPairings');
    if (reach === 'all') return ALL;
    if (reach === 'hostedEvents') return hosted(actor, pairingRequests);
    if (reachFor(actor, 'requestPairings') === 'activeStartups' && actor.incubator) {
      return sql`${pairingRequests.startupId} in (select ${companies.id} from ${companies} where ${incubatorStartupsWhere(actor.incubator)})`;
    }
    return NONE;
  }
  const company = ownCompany(actor);
  if (!company) return NONE;
  return actor?.kind === 'user' && actor.type === 'corp'
    ? eq(pairingRequests.corporateId, company)
    : eq(pairingRequests.startupId, company);
}
