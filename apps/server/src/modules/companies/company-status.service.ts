import './companies.mail.ts';
import { ACTIVITY_STATUSES, ALUMNI_STATUS } from '@matchday/shared';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { appUrl } from '../../platform/app-links.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies, users } from '../accounts/accounts.tables.ts';
import { consoleReadWhere, operationWhere } from '../accounts/company-reach.policy.ts';
import { queueMail } from '../mail/mail.service.ts';

/**
 * Status changes of companies. Ending sessions needs no call into the auth module: the actor
 * resolver and the refresh call read `active` and `sessionVersion` on every request, so an
 * INACTIVE company's people are signed out at once. Activating a company mails its people
 * (`account-active`), in the transaction of the change.
 */

const activityInput = z.object({
  companyId: z.uuid('No such company'),
  status: z.enum(ACTIVITY_STATUSES, 'Choose ACTIVE, INACTIVE or PENDING'),
});

const AREA = { startup: '/startup', corp: '/corporate' } as const;

/**
 * ADMIN, or the startup's own INCUBATOR, sets a company ACTIVE, INACTIVE or PENDING. A status
 * change is an update of the account, so an incubator may not change an alumni's (SPEC §5; the
 * permission table's `setActivityStatus` reach). Outside the admin's sight: not found; seen but
 * not changeable: forbidden, with the reason.
 */
export async function setCompanyActivityStatus(
  db: Db,
  actor: Actor,
  input: unknown,
  options: { publicUrl: string },
) {
  const { companyId, status } = parseInput(activityInput, input);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        activityStatus: companies.activityStatus,
        incubatorStatus: companies.incubatorStatus,
        allowed: sql<boolean>`(${operationWhere(actor, 'setActivityStatus')})`,
      })
      .from(companies)
      .where(and(eq(companies.id, companyId), consoleReadWhere(actor)))
      .for('update');
    // A company outside the actor's reach is not found (never "forbidden": no existence leak).
    if (!current) throw new AppError('NOT_FOUND', 'No such company');
    if (!current.allowed) {
      throw new AppError(
        'FORBIDDEN',
        current.incubatorStatus === ALUMNI_STATUS
          ? 'Alumni accounts are read-only for incubators: only a programme admin changes their status'
          : 'You may not change the status of this company',
      );
    }
    const [updated] = await tx
      .update(companies)
      .set({ activityStatus: status, updatedAt: new Date() })
      .where(eq(companies.id, companyId))
      .returning({
        id: companies.id,
        name: companies.name,
        type: companies.type,
        country: companies.country,
        activityStatus: companies.activityStatus,
      });
    if (!updated) throw new AppError('NOT_FOUND', 'No such company');
    if (status === 'ACTIVE' && current.activityStatus !== 'ACTIVE') {
      await queueActivationMails(tx, options.publicUrl, updated);
    }
    return updated;
  });
}

/** One `account-active` mail per member who can sign in (invited people get their invitation). */
async function queueActivationMails(
  tx: Db,
  publicUrl: string,
  company: { id: string; name: string; type: 'startup' | 'corp' },
) {
  const people = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(
      and(eq(users.companyId, company.id), isNull(users.disabledAt), isNotNull(users.passwordHash)),
    );
  // One mail per activation: a later re-activation (after a deactivation) mails again.
  const activation = Date.now();
  for (const person of people) {
    await queueMail(tx, {
      template: 'account-active',
      to: person.email,
      data: {
        name: person.name,
        companyName: company.name,
        type: company.type,
        link: appUrl(publicUrl, AREA[company.type]),
      },
      idempotencyKey: `activation:${company.id}:${activation}`,
    });
  }
}
