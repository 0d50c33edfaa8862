import type { Database } from '../../platform/db.ts';
import type { Listening } from '../../platform/notifications.ts';

/** The channel the database triggers notify (migration 20261123041416_actor_cache_notify). */
export const ACTOR_CHANNEL = 'matchday_actor';
/** Tags a notification may carry: session family, user, company, admin. `*` forgets all. */
const TAG = /^[suca]:[0-9a-f-]{36}$/;

export type ActorCacheOptions = {
  /** Entries at most (the oldest goes first). */
  maxEntries?: number;
  /** An entry older than this is read again whatever the notifications said (backstop). */
  ttlMs?: number;
  now?: () => number;
};

export type ActorCacheState = 'on' | 'off' | 'closed';

type Entry<T> = { value: T; tags: string[]; storedAt: number };

/**
 * What the actor statement said about an access token's session and account, kept in this
 * process while the database's notifications say nothing changed (docs/decisions/067):
 *
 * - on only while the listening connection is up: when it drops, everything is forgotten and
 *   nothing is kept until it listens again;
 * - every notification forgets the entries carrying its tag (`s:<family>`, `u:<user>`,
 *   `c:<company>`, `a:<admin>`); `*` or an unknown payload forgets everything;
 * - every notification (and every change of state) bumps `generation`: a fill keeps its result
 *   only when the generation it read before its statement is still current, so a statement that
 *   raced a revocation never stores what the revocation ended;
 * - `caughtUp()` before a hit: on PostgreSQL the notifications of this process's own committed
 *   writes arrive asynchronously, so when a write completed since the last round trip a hit
 *   first waits for the echo of one (`Listening.sync`) — a sign-out answered by this instance is
 *   in its cache before the client can ask again.
 */
export class ActorCache<T> {
  #entries = new Map<string, Entry<T>>();
  #byTag = new Map<string, Set<string>>();
  #state: ActorCacheState = 'off';
  #generation = 0;
  #listening: Listening | null = null;
  #writes: () => number;
  #synced = 0;
  #syncing: { upTo: number; done: Promise<void> } | null = null;
  readonly #max: number;
  readonly #ttl: number;
  readonly #now: () => number;

  constructor(database: Pick<Database, 'listen' | 'writes'>, options: ActorCacheOptions = {}) {
    this.#max = options.maxEntries ?? 10_000;
    this.#ttl = options.ttlMs ?? 60_000;
    this.#now = options.now ?? Date.now;
    this.#writes = database.writes ? () => database.writes!() : () => 0;
    if (!database.listen) return;
    this.#listening = database.listen(ACTOR_CHANNEL, {
      notify: (payload) => this.#notified(payload),
      up: () => {
        if (this.#state === 'closed') return;
        this.#reset();
        this.#synced = this.#writes();
        this.#state = 'on';
      },
      down: () => {
        if (this.#state === 'closed') return;
        this.#state = 'off';
        this.#reset();
      },
    });
  }

  get state(): ActorCacheState {
    return this.#state;
  }
  get size() {
    return this.#entries.size;
  }
  /** Read before the statement whose result `store` may keep. */
  get generation() {
    return this.#generation;
  }

  /** A kept value, or undefined (off, unknown, older than the TTL). */
  get(key: string): T | undefined {
    if (this.#state !== 'on') return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#now() - entry.storedAt >= this.#ttl) {
      this.#delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps a statement's result, unless anything was notified since `generation` was read. */
  store(key: string, value: T, tags: string[], generation: number) {
    if (this.#state !== 'on' || generation !== this.#generation) return;
    this.#delete(key);
    this.#entries.set(key, { value, tags, storedAt: this.#now() });
    for (const tag of tags) {
      let keys = this.#byTag.get(tag);
      if (!keys) this.#byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    if (this.#entries.size > this.#max) this.#delete(this.#entries.keys().next().value!);
  }

  /**
   * Resolves when every notification of the writes this process completed so far has arrived
   * (at once when there were none since the last time, or on PGlite). Rejects when the listener
   * cannot tell (then the cache is off anyway).
   */
  caughtUp(): Promise<void> | undefined {
    if (!this.#listening?.asynchronous) return undefined;
    const writes = this.#writes();
    if (writes <= this.#synced) return undefined;
    if (this.#syncing && this.#syncing.upTo >= writes) return this.#syncing.done;
    const done = this.#listening.sync().then(() => {
      this.#synced = Math.max(this.#synced, writes);
    });
    const syncing = { upTo: writes, done };
    this.#syncing = syncing;
    const clear = () => {
      if (this.#syncing === syncing) this.#syncing = null;
    };
    done.then(clear, clear);
    return done;
  }

  async close() {
    this.#state = 'closed';
    this.#reset();
    await this.#listening?.close();
  }

  #notified(payload: string) {
    this.#generation++;
    if (this.#state !== 'on') return;
    if (!TAG.test(payload)) {
      this.#reset();
      return;
    }
    const keys = this.#byTag.get(payload);
    if (keys) for (const key of [...keys]) this.#delete(key);
  }

  #reset() {
    this.#generation++;
    this.#entries.clear();
    this.#byTag.clear();
  }

  #delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTag.delete(tag);
    }
  }
}
