import type { Database } from './db.ts';
import type { Listening } from './notifications.ts';

/**
 * Live streams fed by PostgreSQL LISTEN/NOTIFY (on PGlite, the one process's notifications): one
 * listening connection per channel for the whole process, fanned out to every subscriber. When
 * the listener drops, every stream of that channel ends, so clients reconnect and fetch what
 * they missed — a notification is never silently lost while a stream looks alive.
 */
type Subscriber = { push(payload: string): void; end(): void };

export class LiveChannels {
  readonly #database: Database;
  readonly #channels = new Map<
    string,
    { listening: Listening | null; subscribers: Set<Subscriber> }
  >();

  constructor(database: Database) {
    this.#database = database;
  }

  /** The channel's payloads from now on, until `signal` aborts or the listener drops. */
  subscribe(channel: string, signal?: AbortSignal): AsyncIterableIterator<string> {
    const entry = this.#entry(channel);
    const queue: string[] = [];
    let wake: (() => void) | null = null;
    let done = false;
    const subscriber: Subscriber = {
      push: (payload) => {
        queue.push(payload);
        wake?.();
      },
      end: () => {
        done = true;
        wake?.();
      },
    };
    entry.subscribers.add(subscriber);
    const finish = () => {
      subscriber.end();
      entry.subscribers.delete(subscriber);
    };
    signal?.addEventListener('abort', finish, { once: true });
    const iterator: AsyncIterableIterator<string> = {
      next: async () => {
        while (!queue.length && !done) await new Promise<void>((r) => (wake = r));
        wake = null;
        if (queue.length) return { value: queue.shift()!, done: false };
        return { value: undefined, done: true };
      },
      return: async () => {
        finish();
        return { value: undefined, done: true };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  /** How many streams are open on a channel (tests, metrics). */
  subscribers(channel: string) {
    return this.#channels.get(channel)?.subscribers.size ?? 0;
  }

  async close() {
    for (const entry of this.#channels.values()) {
      for (const s of entry.subscribers) s.end();
      entry.subscribers.clear();
      await entry.listening?.close();
    }
    this.#channels.clear();
  }

  #entry(channel: string) {
    let entry = this.#channels.get(channel);
    if (entry) return entry;
    const created = { listening: null as Listening | null, subscribers: new Set<Subscriber>() };
    this.#channels.set(channel, created);
    created.listening =
      this.#database.listen?.(channel, {
        notify: (payload) => {
          for (const s of created.subscribers) s.push(payload);
        },
        up: () => undefined,
        down: () => {
          for (const s of [...created.subscribers]) s.end();
          created.subscribers.clear();
        },
      }) ?? null;
    entry = created;
    return entry;
  }
}
