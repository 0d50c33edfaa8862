import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/factories.ts';
import { mailsTo } from '../../test/http.ts';

/*
 * Forgot-password answers a known and an unknown address in the same time —
 * it answers before the work (decision 032), so the answer cannot tell them apart. 30 pairs,
 * alternating, each measured alone (the work of the previous one finished first).
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('forgot-password timing', () => {
  it('known and unknown addresses take the same time (30 pairs: overlapping, no side always slower)', async () => {
    const users = await Promise.all(
      Array.from({ length: 30 }, () => createTestUser(t.database.db)),
    );
    const time = async (email: string) => {
      const start = process.hrtime.bigint();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgotpassword',
        remoteAddress: `198.51.100.${Math.floor(Math.random() * 200) + 1}`,
        payload: { email },
      });
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      expect(res.statusCode).toBe(200);
      await t.app.background.settled();
      return ms;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (const [i, user] of users.entries()) {
      if (i % 2 === 0) {
        known.push(await time(user.email));
        unknown.push(await time(`nobody-${i}@nowhere.test`));
      } else {
        unknown.push(await time(`nobody-${i}@nowhere.test`));
        known.push(await time(user.email));
      }
    }
    console.info(
      `forgot-password median ms: known ${median(known).toFixed(2)}, unknown ${median(unknown).toFixed(2)}`,
    );
    // The work did happen for the known addresses.
    expect(await mailsTo(t.database.db, users[0]!.email)).toHaveLength(1);
    // Before: known ~10 ms, unknown ~3 ms, no overlap. Now the ranges overlap and, pair by pair,
    // neither side is consistently the slower (under equal times about half of 30 pairs each;
    // outside 5–25 has probability 0.0003).
    expect(Math.min(...known)).toBeLessThan(Math.max(...unknown));
    expect(Math.min(...unknown)).toBeLessThan(Math.max(...known));
    const knownSlower = known.filter((k, i) => k > unknown[i]!).length;
    console.info(`pairs where the known address was slower: ${knownSlower} of ${known.length}`);
    expect(knownSlower).toBeGreaterThanOrEqual(5);
    expect(knownSlower).toBeLessThanOrEqual(25);
  });
});
