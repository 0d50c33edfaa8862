import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports.ts';

const repo = path.resolve(import.meta.dirname, '../..');

export type RunningServer = {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
  log: string[];
};

const compiled = path.join(repo, 'apps/server/dist/main.js');

/**
 * Starts the production server — the compiled apps/server/dist/main.js as `npm start` runs it
 * (built once when missing: `npm run build:server`) with the built web app — on a free port with
 * a fresh data directory.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(compiled)) {
    execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: repo, stdio: 'inherit' });
  }
  // A free port can be taken by another process between freePort() and the server's listen
  // (CI runs the database tests beside, each with its own SMTP and HTTP listeners): try anew.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env);
    } catch (error) {
      if (attempt === 3 || !/EADDRINUSE/.test(String(error))) throw error;
    }
  }
}

async function startOnce(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'matchday-e2e-'));
  const child = spawn(process.execPath, [compiled], {
    cwd: repo,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      ...(process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout?.on('data', (d: Buffer) => log.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => log.push(d.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Seeding the demo takes longer on a loaded machine: E2E_SERVER_START_MS waits longer.
  const deadline = Date.now() + (Number(process.env.E2E_SERVER_START_MS) || 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log.join('')}`);
    try {
      // Ready, not just alive: the server listens while it migrates and seeds (decision 102).
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    process: child,
    log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
