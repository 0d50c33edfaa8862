import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { loginThrottle } from './auth.tables.ts';
import { hashToken } from './crypto.ts';

/**
 * Failed-sign-in throttling (docs/decisions/031-login-throttling.md). Two counters per attempt:
 * - per (account, address): many wrong passwords for one account from one address;
 * - per address: one password tried across many accounts.
 * There is deliberately no per-account counter across all addresses: a stranger could use it
 * to lock the real user out. Counters live in PostgreSQL so every instance sees the same ones.
 */
export const THROTTLE_POLICY = {
  windowSeconds: 15 * 60,
  accountAddressLimit: 5,
  addressLimit: 30,
} as const;

const WINDOW = sql.raw(`interval '${THROTTLE_POLICY.windowSeconds} seconds'`);

export const THROTTLED_MESSAGE = 'Too many failed sign-in attempts; try again later';

function keys(email: string, ip: string) {
  const account = email.trim().toLowerCase();
  // The pair is hashed: the table holds no e-mail addresses.
  return { accountAddress: `acct-ip:${hashToken(`${account}|${ip}`)}`, address: `ip:${ip}` };
}

/** Throws 429 (with the seconds to wait) when either counter is at its limit. */
export async function assertLoginAllowed(db: Db, email: string, ip: string) {
  const { accountAddress, address } = keys(email, ip);
  const rows = await db
    .select({
      key: loginThrottle.key,
      failures: loginThrottle.failures,
      secondsLeft: sql<number>`ceil(extract(epoch from (${loginThrottle.windowStartedAt} + ${WINDOW} - now())))::int`,
    })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [accountAddress, address]));
  const limit = (key: string) =>
    key === address ? THROTTLE_POLICY.addressLimit : THROTTLE_POLICY.accountAddressLimit;
  const blocked = rows.filter((r) => r.secondsLeft > 0 && r.failures >= limit(r.key));
  if (blocked.length === 0) return;
  const retryAfterSeconds = Math.max(...blocked.map((r) => r.secondsLeft));
  throw new AppError('TOO_MANY_REQUESTS', THROTTLED_MESSAGE, { retryAfterSeconds });
}

/** Counts one failed attempt on both counters; a counter whose window has passed restarts. */
export async function recordLoginFailure(db: Db, email: string, ip: string) {
  const { accountAddress, address } = keys(email, ip);
  const expired = sql`${loginThrottle.windowStartedAt} <= now() - ${WINDOW}`;
  await db
    .insert(loginThrottle)
    .values([
      { key: accountAddress, failures: 1 },
      { key: address, failures: 1 },
    ])
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${loginThrottle.windowStartedAt} end`,
      },
    });
}

/** A successful sign-in clears its (account, address) counter; the address counter stays. */
export async function clearLoginFailures(db: Db, email: string, ip: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, keys(email, ip).accountAddress));
}
