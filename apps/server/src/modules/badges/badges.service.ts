import { badgeInput, can, roleOf } from '@matchday/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { badges, companyBadges } from '../accounts/badges.tables.ts';
import { getConsoleCompany } from '../companies/console-companies.service.ts';

const id = (what: string) => z.uuid(`Unknown ${what}`);

function assertBadgeAdmin(actor: Actor, op: 'manageBadges' | 'assignBadges') {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  if (!can(roleOf(actor), op)) throw new AppError('FORBIDDEN', 'Only an ADMIN may manage badges');
}

/** The badge list (every admin sees it: it is a filter of the console). */
export async function listBadges(db: Db) {
  return db
    .select({ id: badges.id, name: badges.name, description: badges.description })
    .from(badges)
    .orderBy(badges.name);
}

export async function createBadge(db: Db, actor: Actor, input: unknown) {
  assertBadgeAdmin(actor, 'manageBadges');
  const v = parseInput(badgeInput, input);
  try {
    const [row] = await db
      .insert(badges)
      .values(v)
      .returning({ id: badges.id, name: badges.name, description: badges.description });
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) {
      const message = 'A badge with this name exists already';
      throw new AppError('CONFLICT', message, { fields: [{ field: 'name', message }] });
    }
    throw error;
  }
}

/** Deletes a badge and takes it off every company. */
export async function deleteBadge(db: Db, actor: Actor, badgeId: unknown) {
  assertBadgeAdmin(actor, 'manageBadges');
  const deleted = await db
    .delete(badges)
    .where(eq(badges.id, parseInput(id('badge'), badgeId)))
    .returning({ id: badges.id });
  if (!deleted.length) throw new AppError('NOT_FOUND', 'No such badge');
  return true;
}

export async function assignBadge(db: Db, actor: Actor, companyId: unknown, badgeId: unknown) {
  assertBadgeAdmin(actor, 'assignBadges');
  const company = await getConsoleCompany(db, actor, companyId);
  const badge = parseInput(id('badge'), badgeId);
  const [exists] = await db.select({ id: badges.id }).from(badges).where(eq(badges.id, badge));
  if (!exists) throw new AppError('NOT_FOUND', 'No such badge');
  await db
    .insert(companyBadges)
    .values({ companyId: company.id, badgeId: badge, assignedBy: actor!.id })
    .onConflictDoNothing();
  return getConsoleCompany(db, actor, company.id);
}

export async function unassignBadge(db: Db, actor: Actor, companyId: unknown, badgeId: unknown) {
  assertBadgeAdmin(actor, 'assignBadges');
  const company = await getConsoleCompany(db, actor, companyId);
  await db
    .delete(companyBadges)
    .where(
      and(
        eq(companyBadges.companyId, company.id),
        eq(companyBadges.badgeId, parseInput(id('badge'), badgeId)),
      ),
    );
  return getConsoleCompany(db, actor, company.id);
}
