import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { loginThrottle } from './auth.tables.ts';
import { hashToken } from './crypto.ts';

/**
 * Sign-in throttling (docs/decisions/031-login-throttling.md, 032-counting-before-checking.md).
 * Two counters per attempt:
 * - per (account, address): many wrong passwords for one account from one address;
 * - per address: one password tried across many accounts.
 * There is deliberately no per-account counter across all addresses: a stranger could use it
 * to lock the real user out. Counters live in PostgreSQL so every instance sees the same ones.
 *
 * An attempt is counted BEFORE the secret is checked, by one atomic upsert that returns the new
 * counts: however many attempts arrive at once, at most the limit of them is ever verified. A
 * success gives its attempt back (the (account, address) counter is cleared and the address
 * counter decremented), so the counters hold failures and attempts still in flight.
 */
export const THROTTLE_POLICY = {
  windowSeconds: 15 * 60,
  accountAddressLimit: 5,
  addressLimit: 30,
} as const;

export const THROTTLED_MESSAGE = 'Too many failed sign-in attempts; try again later';
export const RATE_LIMITED_MESSAGE = 'Too many requests; try again later';

function keys(email: string, ip: string) {
  const account = email.trim().toLowerCase();
  // The pair is hashed: the table holds no e-mail addresses.
  return { accountAddress: `acct-ip:${hashToken(`${account}|${ip}`)}`, address: `ip:${ip}` };
}

type Counted = { key: string; count: number; secondsLeft: number };

/**
 * Adds one to each counter (a counter whose window has passed restarts at one) in ONE statement
 * and returns the new counts. `insert … on conflict do update` locks each row, so concurrent
 * callers are serialised on it and each sees the count of those before it. Keys are written in
 * sorted order, so two statements sharing keys never deadlock.
 */
export async function countHits(db: Db, keyList: string[], windowSeconds: number) {
  const window = sql.raw(`interval '${Math.trunc(windowSeconds)} seconds'`);
  const expired = sql`${loginThrottle.windowStartedAt} <= now() - ${window}`;
  const rows: Counted[] = await db
    .insert(loginThrottle)
    .values([...new Set(keyList)].sort().map((key) => ({ key, failures: 1 })))
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${loginThrottle.windowStartedAt} end`,
      },
    })
    .returning({
      key: loginThrottle.key,
      count: loginThrottle.failures,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from (${loginThrottle.windowStartedAt} + ${window} - now()))))::int`,
    });
  return rows;
}

/**
 * A generic per-key rate limit on the same table: counts this request and throws 429 (with the
 * seconds to wait) once more than `limit` arrived within the window.
 */
export async function assertRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  message = RATE_LIMITED_MESSAGE,
) {
  const [row] = await countHits(db, [key], windowSeconds);
  if (row && row.count > limit) {
    throw new AppError('TOO_MANY_REQUESTS', message, { retryAfterSeconds: row.secondsLeft });
  }
}

/** Gives one counted request back (it did not fail). */
export async function refundHit(db: Db, key: string) {
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(and(eq(loginThrottle.key, key), gt(loginThrottle.failures, 0)));
}

/**
 * Counts one sign-in attempt (password sign-in, current-password checks) before the password is
 * checked; throws 429 when either counter is past its limit, so the password is never checked.
 */
export async function countSignInAttempt(db: Db, email: string, ip: string) {
  const { accountAddress, address } = keys(email, ip);
  const rows = await countHits(db, [accountAddress, address], THROTTLE_POLICY.windowSeconds);
  const limit = (key: string) =>
    key === address ? THROTTLE_POLICY.addressLimit : THROTTLE_POLICY.accountAddressLimit;
  const blocked = rows.filter((r) => r.count > limit(r.key));
  if (blocked.length === 0) return;
  const retryAfterSeconds = Math.max(...blocked.map((r) => r.secondsLeft));
  throw new AppError('TOO_MANY_REQUESTS', THROTTLED_MESSAGE, { retryAfterSeconds });
}

/**
 * The attempt succeeded: its (account, address) counter is cleared and the address counter
 * gets this attempt back (it counts failures, not sign-ins).
 */
export async function forgiveSignInAttempt(db: Db, email: string, ip: string) {
  const { accountAddress, address } = keys(email, ip);
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [accountAddress]));
  await refundHit(db, address);
}

/**
 * Attempts at one-time links (verify, reset, invite, sign-in link) from one address: counted
 * before the token is looked up, given back when it was good.
 */
export const LINK_ATTEMPT_POLICY = { windowSeconds: 15 * 60, addressLimit: 30 } as const;

/**
 * `family` names a kind of secret link with a budget of its own (signing, calendar, pairing):
 * a token of one kind is no guess at another's, and one address's use of one kind (a busy
 * office, a test run) does not spend the sign-in links' budget. Without it: the account and
 * follow-up links' shared budget.
 */
export async function countLinkAttempt(db: Db, ip: string, family?: string) {
  await assertRateLimit(
    db,
    family ? `link-ip:${family}:${ip}` : `link-ip:${ip}`,
    LINK_ATTEMPT_POLICY.addressLimit,
    LINK_ATTEMPT_POLICY.windowSeconds,
  );
}

export async function forgiveLinkAttempt(db: Db, ip: string, family?: string) {
  await refundHit(db, family ? `link-ip:${family}:${ip}` : `link-ip:${ip}`);
}
