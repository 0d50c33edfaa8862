import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../e2e/support/ports.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const compiled = path.join(repo, 'apps/server/dist/main.js');

/**
 * The production server as `npm start` runs it (compiled, NODE_ENV=production, LOG_LEVEL=warn) on
 * the PostgreSQL database `url`, on a free port with a fresh data directory; resolves once
 * /api/monitor answers. `source` runs src/main.ts through tsx instead; `profile` writes a
 * `node --cpu-prof` profile into that directory. Every line the server prints goes to `onLine`.
 */
export async function startBenchServer(options: {
  url: string;
  name: string;
  seedDemo: boolean;
  onLine: (line: string) => void;
  env?: Record<string, string>;
  source?: boolean;
  profile?: string;
}): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), `matchday-bench-${options.name}-`));
  const nodeArgs = [
    ...(options.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options.profile)}`] : []),
    ...(options.source ? ['--import', 'tsx', 'apps/server/src/main.ts'] : [compiled]),
  ];
  const child = spawn(process.execPath, nodeArgs, {
    cwd: repo,
    env: {
      ...process.env,
      DATABASE_URL: options.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO: options.seedDemo ? 'true' : 'false',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.on('data', (d: Buffer) => {
      const lines = (rest + d.toString()).split('\n');
      rest = lines.pop()!;
      for (const line of lines) options.onLine(line);
    });
  }
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/monitor`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, child };
}
