import type pg from 'pg';
import { openSpan, SpanKind } from './tracing.ts';

/** A statement that cannot change rows: a plain SELECT (no CTE, no function we call writes). */
const READ = /^\s*select\b/i;

export type ClientInstrumentation = {
  /** Called when a statement other than a plain SELECT has completed (its effects are visible). */
  onWrite(): void;
  /** Executions of one statement text on a connection before it is prepared by name (0: never). */
  prepareAfter: number;
  /** Named statements at most per connection (PostgreSQL keeps each until the connection ends). */
  maxPrepared: number;
};

export const CLIENT_DEFAULTS = { prepareAfter: 3, maxPrepared: 200 };
/** Texts counted per connection before the counts start again (one-off statements). */
const MAX_COUNTED = 2_000;

/**
 * Instruments one pooled connection (pool `connect` event):
 *
 * - counts completed writes for the actor cache (docs/decisions/067) — on completion, not when
 *   sent, also in the callback form pg-pool uses;
 * - prepares a statement text by name once this connection has run it `prepareAfter` times, the
 *   way JDBC's prepareThreshold does: PostgreSQL then parses and plans it once per connection
 *   instead of on every execution (the events list's statements 0.30 → 0.11 ms and
 *   0.35 → 0.24 ms). Drizzle builds the same text for the same query shape, values travel as
 *   parameters; at most `maxPrepared` names per connection. Statements already named, and
 *   texts without parameters, are left alone.
 */
export function instrumentClient(client: pg.PoolClient, options: ClientInstrumentation) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const executions = new Map<string, number>();
  const names = new Map<string, string>();
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const first = args[0] as
      string | { text?: string; name?: string; submit?: unknown } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (
      options.prepareAfter > 0 &&
      typeof first === 'object' &&
      text !== undefined &&
      !first.name &&
      first.submit === undefined &&
      Array.isArray(args[1]) &&
      args[1].length > 0
    ) {
      let name = names.get(text);
      if (!name && names.size < options.maxPrepared) {
        const seen = (executions.get(text) ?? 0) + 1;
        if (executions.size >= MAX_COUNTED) executions.clear();
        executions.set(text, seen);
        if (seen >= options.prepareAfter) {
          name = `matchday_${names.size + 1}`;
          names.set(text, name);
          executions.delete(text);
        }
      }
      if (name) args[0] = { ...first, name };
    }
    if (text !== undefined && READ.test(text)) return query(...args);
    const callback = args.length && typeof args[args.length - 1] === 'function';
    if (callback) {
      const done = args[args.length - 1] as (...result: unknown[]) => void;
      args[args.length - 1] = (...result: unknown[]) => {
        options.onWrite();
        done(...result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(options.onWrite, options.onWrite);
    else options.onWrite();
    return result;
  };
}

/**
 * Times every statement of one pooled connection (promise and callback forms) and hands the
 * seconds and whether it could write to `observe` (the statement latency metric).
 */
export function timeStatements(
  client: pg.PoolClient,
  observe: (seconds: number, write: boolean) => void,
) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    const write = !(text !== undefined && READ.test(text));
    const started = process.hrtime.bigint();
    const verb = /^\s*(\w+)/.exec(text ?? '')?.[1]?.toUpperCase() ?? 'QUERY';
    const span = openSpan(
      `db ${verb}`,
      { 'db.system': 'postgresql', 'db.operation': verb },
      SpanKind.CLIENT,
    );
    const done = () => {
      span.end();
      observe(Number(process.hrtime.bigint() - started) / 1e9, write);
    };
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        done();
        (last as (...r: unknown[]) => void)(...result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
}
