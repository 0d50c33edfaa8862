import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage, signS3Request } from './s3-storage.ts';

describe('S3 storage driver', () => {
  it('signs like AWS Signature Version 4 (the GET Object example of the S3 documentation)', () => {
    const url = new URL('https://examplebucket.s3.amazonaws.com/test.txt');
    const empty = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    const authorization = signS3Request({
      method: 'GET',
      url,
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': empty,
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: empty,
      date: new Date('2013-05-24T00:00:00Z'),
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  // A loopback stand-in for a bucket: keeps objects in memory, requires a signed request.
  const objects = new Map<string, Buffer>();
  let endpoint = '';
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (!/^AWS4-HMAC-SHA256 Credential=key\//.test(String(req.headers.authorization))) {
        res.writeHead(403).end();
        return;
      }
      const path = req.url ?? '';
      if (req.method === 'PUT') objects.set(path, Buffer.concat(chunks));
      if (req.method === 'DELETE') objects.delete(path);
      if (req.method === 'GET' && !objects.has(path)) return void res.writeHead(404).end();
      res.writeHead(200).end(req.method === 'GET' ? objects.get(path) : undefined);
    });
  });
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('puts, gets and deletes objects under bucket/key (path style)', async () => {
    const storage = s3Storage({
      endpoint,
      bucket: 'matchday',
      region: 'eu-north-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      pathStyle: true,
    });
    const key = 'logo/0b1e5f1c-6a7d-4c1e-9a51-2f1f6d3a9c11';
    await storage.put(key, Buffer.from('png bytes'), 'image/png');
    expect([...objects.keys()]).toEqual([`/matchday/${key}`]);
    expect((await storage.get(key))?.toString()).toBe('png bytes');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.get('../secrets')).rejects.toThrow(/unsafe storage key/);
  });
});

describe('storage from the environment', () => {
  it('names each missing S3 variable; local storage is the default', async () => {
    const { parseEnv } = await import('./env.ts');
    const { storageFromEnv } = await import('./storage.ts');
    await expect(
      storageFromEnv(parseEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b' })),
    ).rejects.toThrow(
      'Invalid environment variable S3_ENDPOINT: required when STORAGE_DRIVER=s3\nInvalid environment variable S3_ACCESS_KEY_ID: required when STORAGE_DRIVER=s3\nInvalid environment variable S3_SECRET_ACCESS_KEY: required when STORAGE_DRIVER=s3',
    );
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(`${tmpdir()}/env-storage-`);
    expect((await storageFromEnv(parseEnv({ DATA_DIR: dir }))).kind).toBe('local');
  });
});
