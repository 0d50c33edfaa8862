/**
 * npm run cluster: three Matchday instances on one PostgreSQL database behind HAProxy (Debian's
 * package, installed with apt-get when missing), sharing JWT_SECRET and one uploads directory;
 * HAProxy sends traffic only to instances whose GET /api/ready answers 200. Runs until Ctrl-C.
 * bench/soak.ts starts the same cluster and kills one instance under load.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../e2e/support/ports.ts';

const repo = path.resolve(import.meta.dirname, '..');
const compiled = path.join(repo, 'apps/server/dist/main.js');

export type Instance = { name: string; port: number; base: string; child: ChildProcess | null };

export type Cluster = {
  /** The load balancer's address (what people use). */
  base: string;
  databaseUrl: string;
  instances: Instance[];
  /** SIGKILLs one instance (no drain, nothing finished). */
  kill(index: number): void;
  /** Starts a killed instance again on its port; resolves once it is ready. */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
};

export type ClusterOptions = {
  instances?: number;
  /** Environment shared by every instance (SMTP_URL for a mail sink, …). */
  env?: Record<string, string>;
  /** Every log line of every instance, with the instance name. */
  onLine?: (name: string, line: string) => void;
  /** Where data, uploads and the HAProxy config go. */
  dir?: string;
  /** PostgreSQL server to create the cluster's database on. */
  adminUrl?: string;
};

/** HAProxy from Debian's package; installs it with apt-get when it is missing. */
export function ensureHaproxy(log: (line: string) => void = console.log): string {
  try {
    return execFileSync('which', ['haproxy']).toString().trim();
  } catch {
    log('HAProxy is missing: installing Debian’s package (apt-get install haproxy)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', 'haproxy'], { stdio: 'inherit', env });
    return execFileSync('which', ['haproxy']).toString().trim();
  }
}

/** The HAProxy configuration: round robin over the ready instances, retried when refused. */
export function haproxyConfig(port: number, instances: Instance[]) {
  return `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A request never sent (connection refused) or answered 503 by a starting/draining instance
  # was not handled there: try it on another instance.
  retries 3
  option redispatch 1
  retry-on conn-failure 503
frontend matchday
  bind 127.0.0.1:${port}
  default_backend instances
backend instances
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
  option forwardfor
${instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`).join('\n')}
`;
}

async function freshDatabase(adminUrl: string) {
  const name = `matchday_cluster_${Date.now()}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

async function waitReady(base: string, child: () => ChildProcess | null, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const c = child();
    if (c && c.exitCode !== null) throw new Error(`instance exited early (${c.exitCode})`);
    try {
      if ((await fetch(`${base}/api/ready`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${base} did not become ready`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const haproxy = ensureHaproxy();
  // The production bundle, as `npm start` runs it, built from this checkout.
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: repo, stdio: 'inherit' });
  const dir = path.resolve(options.dir ?? path.join(repo, '.cluster'));
  mkdirSync(path.join(dir, 'uploads'), { recursive: true });
  const database = await freshDatabase(
    options.adminUrl ?? process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  const lbPort = await freePort();
  const base = `http://127.0.0.1:${lbPort}`;
  const jwtSecret = randomBytes(48).toString('base64url');
  const instances: Instance[] = [];
  for (let i = 0; i < (options.instances ?? 3); i++) {
    const port = await freePort();
    instances.push({ name: `i${i + 1}`, port, base: `http://127.0.0.1:${port}`, child: null });
  }
  const launch = (instance: Instance) => {
    const dataDir = path.join(dir, instance.name);
    mkdirSync(dataDir, { recursive: true });
    const child = spawn(process.execPath, [compiled], {
      cwd: repo,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PORT: String(instance.port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        UPLOADS_DIR: path.join(dir, 'uploads'),
        JWT_SECRET: jwtSecret,
        PUBLIC_URL: base,
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        SEED_DEMO: 'false',
        DRAIN_SECONDS: '1',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (d: Buffer) => {
        for (const line of d.toString().split('\n')) {
          if (line.trim()) options.onLine?.(instance.name, line);
        }
      });
    }
    instance.child = child;
  };
  // All at once: they race for the migrations' advisory lock, one migrates.
  for (const instance of instances) launch(instance);
  await Promise.all(instances.map((i) => waitReady(i.base, () => i.child)));
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(lbPort, instances));
  const lb = spawn(haproxy, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  lb.stderr.on('data', (d: Buffer) => options.onLine?.('haproxy', d.toString().trim()));
  await waitReady(base, () => lb);

  return {
    base,
    databaseUrl: database.url,
    instances,
    kill(index) {
      instances[index]!.child?.kill('SIGKILL');
      instances[index]!.child = null;
    },
    async restart(index) {
      const instance = instances[index]!;
      launch(instance);
      await waitReady(instance.base, () => instance.child);
    },
    async stop() {
      const exits = instances
        .map((i) => i.child)
        .filter((c): c is ChildProcess => !!c && c.exitCode === null)
        .map((c) => new Promise((resolve) => c.once('exit', resolve)).then(() => undefined));
      for (const i of instances) i.child?.kill('SIGTERM');
      lb.kill('SIGTERM');
      await Promise.race([Promise.all(exits), new Promise((r) => setTimeout(r, 15_000))]);
      for (const i of instances) if (i.child?.exitCode === null) i.child.kill('SIGKILL');
      await database.drop();
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cluster = await startCluster({
    onLine: (name, line) => console.log(`[${name}] ${line}`),
  });
  console.log(`Matchday cluster: ${cluster.base} (HAProxy) →`);
  for (const i of cluster.instances) console.log(`  ${i.name} ${i.base}`);
  console.log(`Database ${cluster.databaseUrl}. Ctrl-C stops everything.`);
  process.on('SIGINT', () => void cluster.stop().then(() => process.exit(0)));
}
