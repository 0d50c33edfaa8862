import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { listening } from '../../test/listen.ts';

/*
 * The app shell at / for every client. A built web app as `npm run build`
 * leaves it (index.html with .br and .gz beside it, hashed assets); clients with and without
 * Accept-Encoding, over real HTTP (curl and health checkers send none).
 */
const SHELL = '<!doctype html><html><body><div id="root"></div>Matchday shell</body></html>';
let dir: string;
let t: TestApp;
let address: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'matchday-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), SHELL);
  await writeFile(path.join(dir, 'index.html.br'), brotliCompressSync(SHELL));
  await writeFile(path.join(dir, 'index.html.gz'), gzipSync(SHELL));
  await writeFile(path.join(dir, 'assets', 'index-abcdef12.js'), 'console.log(1)');
  t = await testApp({ webDist: dir });
  ({ address } = await listening(t.app));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** node:http sends exactly these headers (fetch would add Accept-Encoding itself). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(`${address}${url}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the site root', () => {
  it.each([
    ['no Accept-Encoding', {}],
    ['identity', { 'accept-encoding': 'identity' }],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['br', { 'accept-encoding': 'br, gzip' }],
  ])('GET / answers the app shell with %s', async (_name, headers) => {
    const res = await get('/', headers);
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const encoding = res.headers['content-encoding'];
    const text =
      encoding === 'br'
        ? brotliDecompressSync(res.body).toString()
        : encoding === 'gzip'
          ? gunzipSync(res.body).toString()
          : res.body.toString();
    expect(text).toBe(SHELL);
  });

  it('HEAD / answers 200 too, as do deep links and /index.html without compression', async () => {
    expect((await get('/', {}, 'HEAD')).status).toBe(200);
    for (const url of ['/index.html', '/startup/events', '/reset/some-token']) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.body.toString(), url).toBe(SHELL);
    }
  });
});
