import { describe, expect, it } from 'vitest';
import type { ListenHandlers } from '../../platform/notifications.ts';
import { ACTOR_CHANNEL, ActorCache } from './actor-cache.ts';

/**
 * The cache's own rules (decision 067), driven by hand: what a listener would report. The
 * database side (triggers, LISTEN, a dropped connection) is tested through the app in
 * actor-cache.sessions.test.ts.
 */
const FAMILY = '11111111-1111-4111-8111-111111111111';
const USER = '22222222-2222-4222-8222-222222222222';
const COMPANY = '33333333-3333-4333-8333-333333333333';
const OTHER = '44444444-4444-4444-8444-444444444444';

function harness(options: { asynchronous?: boolean; maxEntries?: number } = {}) {
  let handlers!: ListenHandlers;
  let writes = 0;
  const syncs: (() => void)[] = [];
  let clock = 0;
  const cache = new ActorCache<string>(
    {
      listen: (channel, h) => {
        expect(channel).toBe(ACTOR_CHANNEL);
        handlers = h;
        return {
          asynchronous: options.asynchronous ?? false,
          sync: () => new Promise<void>((resolve) => syncs.push(resolve)),
          close: async () => undefined,
        };
      },
      writes: () => writes,
    },
    { maxEntries: options.maxEntries, ttlMs: 60_000, now: () => clock },
  );
  return {
    cache,
    listener: () => handlers,
    write: () => writes++,
    syncs,
    tick: (ms: number) => (clock += ms),
  };
}

const tags = [`s:${FAMILY}`, `u:${USER}`, `c:${COMPANY}`];

describe('ActorCache', () => {
  it('keeps nothing until listening, then answers until a notification names a row it read', () => {
    const h = harness();
    h.cache.store('k', 'v', tags, h.cache.generation);
    expect(h.cache.get('k')).toBeUndefined();
    h.listener().up();
    expect(h.cache.state).toBe('on');
    for (const tag of tags) {
      h.cache.store('k', 'v', tags, h.cache.generation);
      h.cache.store('other', 'w', [`s:${OTHER}`], h.cache.generation);
      expect(h.cache.get('k')).toBe('v');
      h.listener().notify(tag);
      expect(h.cache.get('k'), tag).toBeUndefined();
      expect(h.cache.get('other'), tag).toBe('w');
    }
  });

  it('forgets everything on `*`, an unknown or an over-long payload', () => {
    const h = harness();
    h.listener().up();
    for (const payload of ['*', 'x:whatever', `s:${FAMILY}:${USER}`, '']) {
      h.cache.store('k', 'v', tags, h.cache.generation);
      h.listener().notify(payload);
      expect(h.cache.get('k'), payload).toBeUndefined();
      expect(h.cache.size).toBe(0);
    }
  });

  it('does not keep a fill that raced a notification (any notification: the generation moved)', () => {
    const h = harness();
    h.listener().up();
    const before = h.cache.generation;
    // The statement read the session while its revocation committed; the notification came
    // before the answer: the answer may predate the revocation, so it is not kept.
    h.listener().notify(`s:${FAMILY}`);
    h.cache.store('k', 'v', tags, before);
    expect(h.cache.get('k')).toBeUndefined();
    h.listener().notify(`u:${OTHER}`);
    h.cache.store('k', 'v', tags, h.cache.generation - 1);
    expect(h.cache.get('k')).toBeUndefined();
    h.cache.store('k', 'v', tags, h.cache.generation);
    expect(h.cache.get('k')).toBe('v');
  });

  it('is off and empty while not listening, and on again (empty) when listening again', () => {
    const h = harness();
    h.listener().up();
    h.cache.store('k', 'v', tags, h.cache.generation);
    const during = h.cache.generation;
    h.listener().down(new Error('connection lost'));
    expect(h.cache.state).toBe('off');
    expect(h.cache.size).toBe(0);
    h.cache.store('k', 'v', tags, h.cache.generation);
    expect(h.cache.get('k')).toBeUndefined();
    const fillDuringOutage = h.cache.generation;
    h.listener().up();
    expect(h.cache.state).toBe('on');
    h.cache.store('k', 'v', tags, fillDuringOutage);
    h.cache.store('k', 'v', tags, during);
    expect(h.cache.get('k')).toBeUndefined();
    h.cache.store('k', 'v', tags, h.cache.generation);
    expect(h.cache.get('k')).toBe('v');
  });

  it('forgets an entry after the TTL and the oldest beyond its size', () => {
    const h = harness({ maxEntries: 2 });
    h.listener().up();
    h.cache.store('a', '1', [`u:${USER}`], h.cache.generation);
    h.tick(59_999);
    expect(h.cache.get('a')).toBe('1');
    h.tick(1);
    expect(h.cache.get('a')).toBeUndefined();
    for (const k of ['a', 'b', 'c']) h.cache.store(k, k, [`u:${USER}`], h.cache.generation);
    expect([h.cache.get('a'), h.cache.get('b'), h.cache.get('c')]).toEqual([undefined, 'b', 'c']);
    expect(h.cache.size).toBe(2);
  });

  it('waits for the echo of its own writes once per batch when notifications are asynchronous', async () => {
    const h = harness({ asynchronous: true });
    h.listener().up();
    expect(h.cache.caughtUp()).toBeUndefined();
    h.write();
    const first = h.cache.caughtUp();
    expect(first).toBeInstanceOf(Promise);
    expect(h.cache.caughtUp()).toBe(first); // the same round trip covers both callers
    h.write();
    const second = h.cache.caughtUp();
    expect(second).not.toBe(first); // a write after the first round trip began needs another
    expect(h.syncs).toHaveLength(2);
    h.syncs[0]!();
    h.syncs[1]!();
    await Promise.all([first, second]);
    expect(h.cache.caughtUp()).toBeUndefined();
  });
});
