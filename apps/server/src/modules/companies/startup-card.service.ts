import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { companies } from '../accounts/accounts.tables.ts';
import { operationWhere } from '../accounts/company-reach.policy.ts';
import { findCompanyView, type CompanyView } from '../accounts/company-view.ts';

/**
 * A startup's read-only card for the organisers (viewStartupCards): ADMIN any startup, an
 * EVENT_HOST the startups taking part in or registered for its hosted events. Outside that
 * reach the startup is not found.
 */
export async function getStartupCard(db: Db, actor: Actor, id: unknown): Promise<CompanyView> {
  assertCan(actor, 'viewStartupCards', 'Startup cards are for the events’ organisers');
  const parsed = z.uuid().safeParse(id);
  const company = parsed.success
    ? await findCompanyView(
        db,
        parsed.data,
        and(eq(companies.type, 'startup'), operationWhere(actor, 'viewStartupCards'))!,
      )
    : null;
  if (!company) throw new AppError('NOT_FOUND', 'No such startup at your events');
  return company;
}
