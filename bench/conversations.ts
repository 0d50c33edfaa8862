/**
 * npm run bench:conversations — live message delivery across server instances (issue 31).
 *
 * A fresh PostgreSQL database; two Matchday instances on it (sharing JWT_SECRET), run from source
 * unless --compiled. One corporate person holds N live streams (`conversationSignals`, server-sent
 * events), spread over both instances; 20 startups, each matched with the corporate, write to it
 * through instance A. Measured in one run:
 *   - delivery: from the start of `sendMessage` to the signal's arrival on each stream, p50/p95
 *     (every stream, every message; messages sent one at a time);
 *   - `GET /api/monitor` round trips (the plain request the delivery time is compared with);
 *   - sending throughput: every startup sends a burst at once (each under the 20-a-minute limit);
 *     committed sends per second, and signals delivered per second over all streams.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:conversations
 *   … -- --clients=500         (the figure; default 100)
 *   … -- --messages=40 --compiled
 */
import { GRAPH_PATHS } from '@matchday/shared';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { dropDatabase, freshDatabase, seed } from './support/conversations-world.ts';
import { startBenchServer } from './support/server.ts';

if (!process.env.DATABASE_URL) {
  console.error('bench:conversations needs DATABASE_URL (a PostgreSQL server), e.g.');
  console.error(
    '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:conversations',
  );
  process.exit(2);
}
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : fallback;
};
const CLIENTS = option('clients', 100);
const MESSAGES = option('messages', 20);
const BURST = option('burst', 10);
const COMPILED = args.includes('--compiled');
const SENDERS = 20;
const PASSWORD = 'bench-conversations-password';
const GAP_MS = 150;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

type Stream = { arrived: Map<string, number>; close(): void; ready: Promise<void> };

/** One live stream of the corporate person on `base`: when each message's signal arrived. */
async function openStream(base: string, token: string): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${base}${GRAPH_PATHS.corp}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      authorization: token,
    },
    body: JSON.stringify({ query: 'subscription { conversationSignals { messageId change } }' }),
    signal: abort.signal,
  });
  if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
  const arrived = new Map<string, number>();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const ready = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const now = performance.now();
        buffer += value;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const data = block.split('\n').find((l) => l.startsWith('data:'));
          if (!data) continue;
          const signal = (
            JSON.parse(data.slice(5)) as { data?: { conversationSignals?: { messageId: string } } }
          ).data?.conversationSignals;
          if (signal) arrived.set(signal.messageId, now);
        }
      }
    } catch {
      // closed
    }
  })();
  return { arrived, ready, close: () => abort.abort() };
}

const db = await freshDatabase();
const servers: ChildProcess[] = [];
const streams: Stream[] = [];
try {
  const t0 = performance.now();
  const { eventId, corporateId } = await seed(db.url, SENDERS, PASSWORD);
  console.log(
    `seeded 1 corporate, ${SENDERS} startups in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  if (COMPILED) execFileSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
  const env = { SMTP_URL: '', JWT_SECRET: randomBytes(32).toString('hex') };
  const bases: string[] = [];
  for (const name of ['a', 'b']) {
    const started = await startBenchServer({
      url: db.url,
      name: `conversations-${name}`,
      seedDemo: false,
      source: !COMPILED,
      env,
      onLine: (line) => {
        if (!/Premature close|aborted|after calling end on the pool/.test(line))
          process.stderr.write(`[${name}] ${line}\n`);
      },
    });
    servers.push(started.child);
    bases.push(started.base);
  }
  const [a, b] = bases as [string, string];
  const signIn = async (username: string, type: 'startup' | 'corp') => {
    const res = await fetch(`${a}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', deviceid: 'bench-conversations' },
      body: JSON.stringify({ username, password: PASSWORD, type }),
    });
    if (!res.ok) throw new Error(`sign-in ${username}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { token: { accessTokenHeader: string } }).token.accessTokenHeader;
  };
  const gql = async (token: string, query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${a}${GRAPH_PATHS.startup}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: Record<string, { id: string }>; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  };
  const corpToken = await signIn('corp@bench.test', 'corp');
  const senders: { token: string; conversationId: string }[] = [];
  for (let i = 0; i < SENDERS; i++) {
    const token = await signIn(`startup.${i}@bench.test`, 'startup');
    const { openConversation } = await gql(
      token,
      'mutation ($c: ID!, $e: ID!) { openConversation(companyId: $c, eventId: $e) { id } }',
      { c: corporateId, e: eventId },
    );
    senders.push({ token, conversationId: openConversation!.id });
  }
  const send = async (k: number, body: string) => {
    const s = senders[k % SENDERS]!;
    const { sendMessage } = await gql(
      s.token,
      'mutation ($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id } }',
      { c: s.conversationId, b: body },
    );
    return sendMessage!.id;
  };

  for (let i = 0; i < CLIENTS; i++) {
    streams.push(await openStream(i % 2 ? b : a, corpToken));
  }
  // Every stream listens once a message sent now reaches it.
  const waitAll = async (ids: string[], timeoutMs: number) => {
    const until = performance.now() + timeoutMs;
    while (performance.now() < until) {
      if (streams.every((s) => ids.every((id) => s.arrived.has(id)))) return true;
      await new Promise((r) => setTimeout(r, 10));
    }
    return false;
  };
  let warm = false;
  for (let i = 0; i < 5 && !warm; i++) warm = await waitAll([await send(i, `warm-up ${i}`)], 3_000);
  if (!warm) throw new Error('not every stream heard the warm-up message');
  console.log(
    `${CLIENTS} streams open (${Math.ceil(CLIENTS / 2)} on A, ${Math.floor(CLIENTS / 2)} on B)`,
  );

  // Delivery, one message at a time, with monitor round trips between them.
  const delays: number[] = [];
  const delaysB: number[] = [];
  const monitor: number[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    const start = performance.now();
    const id = await send(SENDERS - 1 - (i % SENDERS), `Message ${i} from the bench`);
    if (!(await waitAll([id], 10_000))) throw new Error(`message ${i} did not reach every stream`);
    streams.forEach((s, j) => {
      const d = s.arrived.get(id)! - start;
      delays.push(d);
      if (j % 2) delaysB.push(d);
    });
    for (let k = 0; k < 5; k++) {
      const m0 = performance.now();
      await (await fetch(`${a}/api/monitor`)).text();
      monitor.push(performance.now() - m0);
    }
    await new Promise((r) => setTimeout(r, GAP_MS));
  }

  // Throughput: every sender sends BURST messages at once (one in flight per sender).
  const b0 = performance.now();
  const ids = (
    await Promise.all(
      senders.map(async (_, k) => {
        const mine: string[] = [];
        for (let j = 0; j < BURST; j++) mine.push(await send(k, `Burst ${k}.${j}`));
        return mine;
      }),
    )
  ).flat();
  const sentIn = performance.now() - b0;
  const all = await waitAll(ids, 30_000);
  const deliveredIn = performance.now() - b0;

  const p50 = quantile(delays, 0.5);
  const m50 = quantile(monitor, 0.5);
  console.log('');
  console.log(`delivery, send → signal on another connection (${delays.length} receipts)`);
  console.log(
    `  p50 ${ms(p50)}   p95 ${ms(quantile(delays, 0.95))}   max ${ms(Math.max(...delays))}`,
  );
  console.log(
    `  streams on instance B: p50 ${ms(quantile(delaysB, 0.5))}   p95 ${ms(quantile(delaysB, 0.95))}`,
  );
  console.log(`GET /api/monitor round trip (${monitor.length})`);
  console.log(`  p50 ${ms(m50)}   p95 ${ms(quantile(monitor, 0.95))}`);
  console.log(
    `ratio delivery/monitor: p50 ${(p50 / m50).toFixed(1)}×   p95 ${(quantile(delays, 0.95) / quantile(monitor, 0.95)).toFixed(1)}×`,
  );
  console.log(
    `throughput: ${ids.length} sends by ${SENDERS} senders in ${ms(sentIn)} = ${((ids.length / sentIn) * 1000).toFixed(0)} messages/s;` +
      ` ${all ? 'all' : 'NOT all'} ${ids.length * CLIENTS} signals delivered in ${ms(deliveredIn)} = ${(((ids.length * CLIENTS) / deliveredIn) * 1000).toFixed(0)} signals/s`,
  );
} finally {
  for (const s of streams) s.close();
  for (const child of servers) child.kill('SIGTERM');
  await Promise.all(
    servers.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
  );
  await dropDatabase(db.name);
}
