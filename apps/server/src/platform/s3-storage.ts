import { createHash, createHmac } from 'node:crypto';
import { assertSafeKey, type FileStorage } from './storage-keys.ts';

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …) over plain HTTPS with AWS Signature
 * Version 4 — no SDK. Path-style addressing (`<endpoint>/<bucket>/<key>`) by default, which
 * every compatible store accepts; virtual-hosted style for AWS when asked.
 */
export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  pathStyle: boolean;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of one path segment, as SigV4 wants it. */
const encodeSegment = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export type SignInput = {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  date: Date;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** The Authorization header of a SigV4-signed S3 request (headers must include host). */
export function signS3Request(input: SignInput): string {
  const amzDate = input.date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers = Object.entries(input.headers)
    .map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const signedHeaders = headers.map(([k]) => k).join(';');
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => [encodeSegment(k), encodeSegment(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [
    input.method,
    input.url.pathname
      .split('/')
      .map((s) => encodeSegment(decodeURIComponent(s)))
      .join('/'),
    query,
    headers.map(([k, v]) => `${k}:${v}\n`).join(''),
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${input.secretAccessKey}`, day);
  for (const part of [input.region, 's3', 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

export function s3Storage(config: S3Config, fetchImpl: typeof fetch = fetch): FileStorage {
  const base = new URL(config.endpoint);
  const objectUrl = (key: string) => {
    assertSafeKey(key);
    const url = new URL(base);
    const prefix = base.pathname.replace(/\/+$/, '');
    if (config.pathStyle) url.pathname = `${prefix}/${config.bucket}/${key}`;
    else {
      url.hostname = `${config.bucket}.${base.hostname}`;
      url.pathname = `${prefix}/${key}`;
    }
    return url;
  };
  const send = async (
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Buffer,
    contentType?: string,
  ) => {
    const url = objectUrl(key);
    const date = new Date();
    const payloadHash = sha256(body ?? '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': date
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, ''),
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const authorization = signS3Request({ method, url, headers, payloadHash, date, ...config });
    const { host: _host, ...sent } = headers;
    void _host;
    return fetchImpl(url, {
      method,
      headers: { ...sent, authorization },
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const res = await send('PUT', key, body, contentType);
      if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status}`);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
    },
  };
}
