import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import { assertCan, companyIdOf, reachFor } from '../../platform/authorize.ts';
import { companies } from '../accounts/accounts.read-model.ts';
import { grantApplications } from '../grants/grants.read-model.ts';

/**
 * Who may do what with grant agreements (docs/decisions/062), from the permission table
 * (packages/shared/src/permissions.ts) and nowhere else:
 * - sendGrantAgreement / archiveGrantAgreements: the programme (full ADMIN);
 * - viewGrantAgreements: ADMIN every agreement, a startup or corporate user the agreements of
 *   its own company's applications while that company has grants access (`withGrantsAccess`);
 * - verifySignedCopies: any signed-in account checks a copy it holds.
 * The signing link's own requests take no actor: the one-time link is the credential.
 */

/** The refusals the routes' guards and the services give in the same words. */
export const SEND_REFUSED = 'Only the programme’s admins send agreements';
export const ARCHIVE_REFUSED = 'Only the programme’s admins archive agreements';

const NONE = sql`false`;
const ALL = sql`true`;

export function assertMaySendAgreements(actor: Actor): asserts actor is NonNullable<Actor> {
  assertCan(actor, 'sendGrantAgreement', SEND_REFUSED);
}

export function assertMayArchiveAgreements(actor: Actor): asserts actor is NonNullable<Actor> {
  assertCan(actor, 'archiveGrantAgreements', ARCHIVE_REFUSED);
}

export function assertMayReadAgreements(actor: Actor): asserts actor is NonNullable<Actor> {
  assertCan(actor, 'viewGrantAgreements');
}

export function assertMayVerifyCopies(actor: Actor): asserts actor is NonNullable<Actor> {
  assertCan(actor, 'verifySignedCopies');
}

/**
 * The grant applications whose agreement the actor reads, as a WHERE clause on
 * grant_applications: the reach of viewGrantAgreements. A party reads its own side's (the
 * startup its startup column, the corporate its corporate column) while its company has grants
 * access; out of reach is simply not found.
 */
export function agreementReadWhere(actor: Actor): SQL {
  switch (reachFor(actor, 'viewGrantAgreements')) {
    case 'all':
      return ALL;
    case 'withGrantsAccess': {
      const companyId = companyIdOf(actor);
      if (!companyId || actor?.kind !== 'user') return NONE;
      const column =
        actor.type === 'corp' ? grantApplications.corporateId : grantApplications.startupId;
      const withAccess = sql`exists (select 1 from ${companies} where ${companies.id} = ${companyId} and ${companies.hasAccessInnovationGrants})`;
      return and(eq(column, companyId), withAccess)!;
    }
    default:
      return NONE;
  }
}
