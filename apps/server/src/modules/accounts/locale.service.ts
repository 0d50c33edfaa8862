import { localeSchema, type Locale } from '@matchday/shared';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { localeOf } from '../../platform/locale.ts';
import { parseInput } from '../../platform/validation.ts';
import { admins, users } from './accounts.tables.ts';

/** The language switch: the signed-in person's language for screens and mails. */
export async function setMyLocale(db: Db, actor: Actor, locale: string) {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  const chosen = parseInput(localeSchema, locale);
  const values = { locale: chosen, updatedAt: new Date() };
  if (actor.kind === 'user') await db.update(users).set(values).where(eq(users.id, actor.id));
  else await db.update(admins).set(values).where(eq(admins.id, actor.id));
}

/** The language of a signed-in account: its choice, else the programme's (calendar files). */
export async function localeOfAccount(
  db: Db,
  account: { kind: 'user' | 'admin'; id: string },
): Promise<Locale> {
  const table = account.kind === 'user' ? users : admins;
  const [row] = await db
    .select({ locale: table.locale })
    .from(table)
    .where(eq(table.id, account.id));
  return localeOf(row?.locale);
}

/** The language chosen by the account with this address (person or admin), if any. */
export async function chosenLocaleOf(db: Db, email: string): Promise<Locale | null> {
  const address = email.toLowerCase();
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(sql`lower(${users.email})`, address))
    .unionAll(
      db
        .select({ locale: admins.locale })
        .from(admins)
        .where(eq(sql`lower(${admins.email})`, address)),
    )
    .limit(1);
  return row?.locale ?? null;
}
