import { plural } from '@matchday/shared';
import { AppError } from './errors.ts';

/**
 * How much expensive work one principal (a person, an admin, or an address before sign-in) may
 * ask of this instance (docs/decisions/070-query-cost-budget.md). A request's cost is estimated
 * by the caller; one costing less than `expensiveFrom` is free and never refused here. An
 * expensive one is refused (429 with the seconds to wait) when, with the principal's expensive
 * requests still running, more than `inFlight` units would run at once (one alone always may),
 * or when its cost exceeds what is left of its budget: a token bucket holding `perMinute` units
 * that refills `perMinute` units a minute.
 *
 * State lives in this process's memory: each instance enforces its own budget.
 */
export type CostBudgetPolicy = { expensiveFrom: number; inFlight: number; perMinute: number };

export const COST_BUDGET_POLICY: CostBudgetPolicy = {
  expensiveFrom: 1_000,
  inFlight: 20_000,
  perMinute: 100_000,
};

export const BUSY_MESSAGE =
  'You already have large requests running; wait until they finish, then try again';
export const SPENT_MESSAGE = (seconds: number) =>
  `Too many large requests in the last minute; try again in ${plural(seconds, 'second')}`;

/** `running`: the cost of the principal's expensive requests not yet answered. */
type Account = { tokens: number; at: number; running: number };

/** Principals idle this long with a full bucket are forgotten (memory stays flat). */
const SWEEP_EVERY_MS = 60_000;

export class CostBudget {
  private readonly accounts = new Map<string, Account>();
  private lastSweep: number;

  constructor(
    readonly policy: CostBudgetPolicy = COST_BUDGET_POLICY,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSweep = now();
  }

  /**
   * Admits a request of `cost` for `principal`, or throws TOO_MANY_REQUESTS with
   * `retryAfterSeconds`. The returned function ends the request (call it once, when answered).
   */
  admit(principal: string, cost: number): () => void {
    if (cost < this.policy.expensiveFrom) return () => {};
    const now = this.now();
    this.sweep(now);
    const account = this.refilled(principal, now);
    if (account.running > 0 && account.running + cost > this.policy.inFlight) {
      throw new AppError('TOO_MANY_REQUESTS', BUSY_MESSAGE, { retryAfterSeconds: 1 });
    }
    // A request dearer than the whole budget may still run, once the bucket is full.
    const charge = Math.min(cost, this.policy.perMinute);
    if (account.tokens < charge) {
      const waitMs = Math.round((charge - account.tokens) / this.perMs);
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw new AppError('TOO_MANY_REQUESTS', SPENT_MESSAGE(seconds), {
        retryAfterSeconds: seconds,
      });
    }
    account.tokens -= charge;
    account.running += cost;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      account.running -= cost;
    };
  }

  /** Principals with state held (tests look at it). */
  get size() {
    return this.accounts.size;
  }

  private get perMs() {
    return this.policy.perMinute / 60_000;
  }

  private refilled(principal: string, now: number): Account {
    let account = this.accounts.get(principal);
    if (!account) {
      account = { tokens: this.policy.perMinute, at: now, running: 0 };
      this.accounts.set(principal, account);
      return account;
    }
    const tokens = account.tokens + (now - account.at) * this.perMs;
    account.tokens = Math.min(this.policy.perMinute, tokens);
    account.at = now;
    return account;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    for (const [principal, account] of this.accounts) {
      const full = account.tokens + (now - account.at) * this.perMs >= this.policy.perMinute;
      if (full && account.running === 0) this.accounts.delete(principal);
    }
  }
}
