import { readHosting, type Reach } from '@matchday/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { companyIdOf } from '../../platform/authorize.ts';
import { incubatorAliases } from '../accounts/company-reach.policy.ts';

/**
 * The reach of a report (docs/decisions/060) as three WHERE fragments over fixed aliases: the
 * events counted (`e`), the pairs counted (a startup and a corporate column) and the companies
 * counted on attendance lists. The permission table's reach of `viewReports` / `viewOwnResults`
 * decides them, so rows outside the reach are never counted (and an event outside it is not
 * found).
 */

const NONE = sql`false`;
const ALL = sql`true`;

export type ReportScope = {
  /** On `events e`. */
  events: SQL;
  /** On a row with a startup and a corporate column (matches, meetings). */
  pair(startup: SQL, corporate: SQL): SQL;
  /** On an attendance's company column. */
  company(companyId: SQL): SQL;
};

const uuids = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** Startups of an incubator (by identifier or listed name), as a subquery of ids. */
export function incubatorStartups(incubator: string): SQL {
  const aliases = incubatorAliases(incubator);
  return sql`(select ic.id from companies ic where ic.type = 'startup' and ic.incubator in (${sql.join(
    aliases.map((a) => sql`${a}`),
    sql`, `,
  )}))`;
}

/** The scope one reach of the permission table gives this actor. */
export function reportScope(actor: Actor, reach: Reach): ReportScope {
  const none: ReportScope = { events: NONE, pair: () => NONE, company: () => NONE };
  switch (reach) {
    case 'all':
      return { events: ALL, pair: () => ALL, company: () => ALL };
    case 'hostedEvents': {
      const hosting = actor?.kind === 'admin' ? readHosting(actor.hosting) : [];
      if (!hosting.length) return none;
      return { events: sql`e.id = any(${uuids(hosting)})`, pair: () => ALL, company: () => ALL };
    }
    case 'ownIncubator': {
      if (actor?.kind !== 'admin' || !actor.incubator) return none;
      const startups = incubatorStartups(actor.incubator);
      return {
        events: sql`e.published`,
        pair: (s) => sql`${s} in ${startups}`,
        company: (c) => sql`${c} in ${startups}`,
      };
    }
    case 'accountFilter': {
      if (actor?.kind !== 'admin' || !actor.accountFilter.length) return none;
      const list = uuids(actor.accountFilter);
      return {
        events: sql`e.published`,
        pair: (s, c) => sql`(${s} = any(${list}) or ${c} = any(${list}))`,
        company: (c) => sql`${c} = any(${list})`,
      };
    }
    case 'own': {
      const own = companyIdOf(actor);
      if (!own) return none;
      return {
        events: ALL,
        pair: (s, c) => sql`(${s} = ${own} or ${c} = ${own})`,
        company: (c) => sql`${c} = ${own}`,
      };
    }
    default:
      return none;
  }
}
