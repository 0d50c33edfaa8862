import type { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** What a listener tells its owner: a payload, and whether notifications are being received. */
export type ListenHandlers = {
  notify(payload: string): void;
  /** Listening (again): from now on every committed notification arrives. */
  up(): void;
  /** Not listening: notifications may be lost until `up` (connection dropped, sync timed out). */
  down(reason: unknown): void;
};

export type Listening = {
  /**
   * True when notifications arrive asynchronously (PostgreSQL: a connection of its own), so a
   * caller that needs every notification committed so far must `sync()` first. False on PGlite,
   * whose notifications are delivered before the committing statement's promise settles.
   */
  readonly asynchronous: boolean;
  /**
   * Resolves once every notification committed before the call has been delivered: sends a
   * notification of its own on the listening connection and waits for its echo (PostgreSQL
   * delivers notifications in commit order). Rejects when not listening or after `timeoutMs`;
   * a timeout counts as a dropped connection (down, then reconnect).
   */
  sync(): Promise<void>;
  close(): Promise<void>;
};

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'matchday-listener';
/** Payloads of the listener's own sync round trips; never passed on. */
const SYNC_PREFIX = 'sync:';
export const LISTEN_TIMINGS = {
  syncTimeoutMs: 5_000,
  heartbeatMs: 15_000,
  reconnectMinMs: 100,
  reconnectMaxMs: 5_000,
};

/**
 * LISTEN on PostgreSQL through a dedicated connection (not the pool's), reconnecting with
 * back-off when it drops. A heartbeat sync every 15 s notices a connection that died silently
 * (TCP keep-alive covers the socket). `up` only after LISTEN succeeded.
 */
export function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
  timings = LISTEN_TIMINGS,
): Listening {
  const instance = randomUUID();
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let backoff = timings.reconnectMinMs;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let seq = 0;
  let queue: Promise<unknown> = Promise.resolve();
  const pending = new Map<string, { resolve(): void; reject(e: unknown): void }>();

  const failPending = (reason: unknown) => {
    for (const p of pending.values()) p.reject(reason);
    pending.clear();
  };

  const drop = (from: pg.Client, reason: unknown) => {
    if (client !== from) return; // an old connection's late events
    client = null;
    const was = listening;
    listening = false;
    failPending(reason);
    from.removeAllListeners('notification');
    from.on('error', () => undefined);
    void from.end().catch(() => undefined);
    if (was) handlers.down(reason);
    if (!closed) {
      reconnectTimer = setTimeout(() => void connect(), backoff);
      backoff = Math.min(backoff * 2, timings.reconnectMaxMs);
    }
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({
      connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 5_000,
    });
    client = next;
    queue = Promise.resolve();
    next.on('error', (error) => drop(next, error));
    next.on('end', () => drop(next, new Error('listening connection ended')));
    next.on('notification', (message) => {
      if (message.channel !== channel) return;
      const payload = message.payload ?? '';
      if (payload.startsWith(SYNC_PREFIX)) {
        const waiting = pending.get(payload);
        if (waiting) {
          pending.delete(payload);
          waiting.resolve();
        }
        return;
      }
      handlers.notify(payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      drop(next, error);
      return;
    }
    if (client !== next || closed) return;
    listening = true;
    backoff = timings.reconnectMinMs;
    handlers.up();
  };

  const sync = () => {
    const current = client;
    if (!current || !listening) return Promise.reject(new Error('not listening'));
    const payload = `${SYNC_PREFIX}${instance}:${++seq}`;
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(payload);
        const error = new Error(`no echo within ${timings.syncTimeoutMs} ms`);
        reject(error);
        drop(current, error);
      }, timings.syncTimeoutMs);
      pending.set(payload, {
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      // One query at a time on the connection (pg 8 deprecates queuing on a busy client).
      const sent = queue.then(() => current.query('select pg_notify($1, $2)', [channel, payload]));
      queue = sent.then(
        () => undefined,
        () => undefined,
      );
      sent.catch((error: unknown) => {
        pending.get(payload)?.reject(error);
        pending.delete(payload);
      });
    });
  };

  const heartbeat = setInterval(() => {
    if (listening) sync().catch(() => undefined);
  }, timings.heartbeatMs).unref();

  void connect();
  return {
    asynchronous: true,
    sync,
    close: async () => {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(reconnectTimer);
      const current = client;
      client = null;
      listening = false;
      failPending(new Error('closed'));
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}

/**
 * LISTEN on PGlite: one in-process connection, so notifications arrive (as microtasks) before the
 * promise of the statement that committed them settles; nothing can drop.
 */
export function listenPglite(client: PGlite, channel: string, handlers: ListenHandlers): Listening {
  let unlisten: (() => Promise<void>) | undefined;
  let closed = false;
  const started = client
    .listen(channel, (payload) => {
      if (!closed) handlers.notify(payload);
    })
    .then(
      (stop) => {
        unlisten = stop;
        if (!closed) handlers.up();
      },
      (error: unknown) => handlers.down(error),
    );
  return {
    asynchronous: false,
    sync: async () => {
      await started;
    },
    close: async () => {
      closed = true;
      await started;
      if (unlisten && !client.closed) await unlisten().catch(() => undefined);
    },
  };
}
