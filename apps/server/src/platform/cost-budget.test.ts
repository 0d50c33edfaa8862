import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { BUSY_MESSAGE, CostBudget } from './cost-budget.ts';

/** The budget's rules on a clock the test moves (docs/decisions/070). */
const policy = { expensiveFrom: 100, inFlight: 250, perMinute: 1_000 };

function budgetAt(start = 0) {
  const clock = { now: start };
  return { budget: new CostBudget(policy, () => clock.now), clock };
}

function refusal(f: () => unknown) {
  try {
    f();
  } catch (error) {
    if (error instanceof AppError) {
      return {
        code: error.code,
        message: error.message,
        retryAfter: (error.details as { retryAfterSeconds: number }).retryAfterSeconds,
      };
    }
    throw error;
  }
  return null;
}

describe('CostBudget', () => {
  it('never counts a cheap request, however many run at once', () => {
    const { budget } = budgetAt();
    for (let i = 0; i < 1_000; i++) budget.admit('user:a', 99);
    expect(budget.size).toBe(0);
    expect(refusal(() => budget.admit('user:a', 1_000))).toBeNull();
  });

  it('lets at most `inFlight` units of one principal run at once; one request alone always', () => {
    const { budget } = budgetAt();
    const first = budget.admit('user:a', 100);
    budget.admit('user:a', 150);
    expect(refusal(() => budget.admit('user:a', 100))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: BUSY_MESSAGE,
      retryAfter: 1,
    });
    // Another principal is not held up; one ending frees its units.
    expect(refusal(() => budget.admit('user:b', 100))).toBeNull();
    first();
    first(); // ending twice frees its units once
    expect(refusal(() => budget.admit('user:a', 100))).toBeNull();
    expect(refusal(() => budget.admit('user:a', 100))?.message).toBe(BUSY_MESSAGE);
    // A request dearer than `inFlight` runs when nothing else of its principal does.
    const { budget: fresh } = budgetAt();
    const big = fresh.admit('user:c', 400);
    expect(refusal(() => fresh.admit('user:c', 100))?.message).toBe(BUSY_MESSAGE);
    big();
    expect(refusal(() => fresh.admit('user:c', 100))).toBeNull();
  });

  it('spends a per-minute budget and says how long until the request fits again', () => {
    const { budget, clock } = budgetAt();
    budget.admit('ip:203.0.113.1', 600)();
    budget.admit('ip:203.0.113.1', 300)();
    // 100 left; 400 more needs 300, at 1000 a minute: 18 s.
    const refused = refusal(() => budget.admit('ip:203.0.113.1', 400));
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 18 });
    expect(refused?.message).toMatch(/try again in 18 seconds/);
    clock.now += 17_000;
    expect(refusal(() => budget.admit('ip:203.0.113.1', 400))?.retryAfter).toBe(1);
    clock.now += 1_000;
    budget.admit('ip:203.0.113.1', 400)(); // admitted (it would throw), and answered
    // The refusals spent nothing: exactly what refilled was taken.
    expect(refusal(() => budget.admit('ip:203.0.113.1', 100))?.retryAfter).toBe(6);
  });

  it('a request dearer than the whole budget runs once the budget is full', () => {
    const { budget, clock } = budgetAt();
    budget.admit('user:a', 50_000)();
    expect(refusal(() => budget.admit('user:a', 50_000))?.retryAfter).toBe(60);
    clock.now += 60_000;
    expect(refusal(() => budget.admit('user:a', 50_000))).toBeNull();
  });

  it('forgets principals that are idle with a full budget (memory stays flat)', () => {
    const { budget, clock } = budgetAt();
    for (let i = 0; i < 500; i++) budget.admit(`ip:10.0.${i >> 8}.${i & 255}`, 200)();
    const running = budget.admit('user:busy', 200);
    expect(budget.size).toBe(501);
    clock.now += 61_000;
    budget.admit('user:new', 200)();
    expect(budget.size).toBe(2); // the one still running, and the new one
    running();
  });
});
