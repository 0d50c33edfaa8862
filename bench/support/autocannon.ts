import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/** The part of autocannon's JSON result the benches print. */
export type Cannon = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  '5xx': number;
};

/**
 * autocannon in its own process, so the load generator does not share the server's thread:
 * `connections` connections for `seconds` against `target`, with extra CLI args (method, headers,
 * body). Resolves with autocannon's JSON result.
 */
export function cannon(
  target: string,
  args: string[],
  seconds: number,
  connections: number,
): Promise<Cannon> {
  const bin = createRequire(import.meta.url).resolve('autocannon');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [bin, '-j', '-n', '-c', String(connections), '-d', String(seconds), ...args, target],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop()!) as Cannon);
    });
  });
}
