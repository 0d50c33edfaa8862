import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { instrumentClient } from './pg-client.ts';

/** What reaches the connection, and when writes count (decision 067). */
function harness(prepareAfter = 3, maxPrepared = 2) {
  const sent: { name?: string; text?: string }[] = [];
  const callbacks: (() => void)[] = [];
  let writes = 0;
  const client = {
    query: (config: unknown, _values?: unknown, cb?: () => void) => {
      sent.push(typeof config === 'string' ? { text: config } : (config as { text: string }));
      if (cb) {
        callbacks.push(cb);
        return undefined;
      }
      return new Promise<void>((resolve) => callbacks.push(resolve));
    },
  };
  instrumentClient(client as unknown as pg.PoolClient, {
    onWrite: () => writes++,
    prepareAfter,
    maxPrepared,
  });
  return {
    query: client.query as (...args: unknown[]) => unknown,
    sent,
    finish: () => callbacks.shift()!(),
    writes: () => writes,
  };
}

describe('instrumentClient', () => {
  it('counts a write when it completes, in the callback form (pg-pool) and the promise form', async () => {
    const h = harness();
    h.query({ text: 'update sessions set revoked_at = now()' }, [], () => undefined);
    expect(h.writes()).toBe(0);
    h.finish();
    expect(h.writes()).toBe(1);
    const done = h.query({ text: 'commit' }) as Promise<void>;
    expect(h.writes()).toBe(1);
    h.finish();
    await done;
    expect(h.writes()).toBe(2);
    h.query({ text: 'select 1' }, [], () => undefined);
    h.finish();
    expect(h.writes()).toBe(2);
  });

  it('names a statement text from its third execution on, at most maxPrepared texts', () => {
    const h = harness(3, 2);
    const run = (text: string) => {
      h.query({ text, rowMode: 'array' }, ['x'], () => undefined);
      h.finish();
      return h.sent.at(-1)!.name;
    };
    expect([run('select a'), run('select a'), run('select a'), run('select a')]).toEqual([
      undefined,
      undefined,
      'matchday_1',
      'matchday_1',
    ]);
    for (let i = 0; i < 3; i++) run('select b');
    expect(run('select b')).toBe('matchday_2');
    for (let i = 0; i < 5; i++) expect(run('select c')).toBeUndefined(); // cap reached
    // Already named, or without parameters: left alone.
    h.query({ text: 'select a', name: 'mine' }, ['x'], () => undefined);
    expect(h.sent.at(-1)!.name).toBe('mine');
    for (let i = 0; i < 4; i++) h.query({ text: 'select 1' }, [], () => undefined);
    expect(h.sent.at(-1)!.name).toBeUndefined();
  });
});
