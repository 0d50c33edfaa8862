import { sql } from 'drizzle-orm';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerActor } from '../../../test/actors.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { adminOf, corpActor, startupActor } from '../../../test/actors.ts';
import { gqlAs } from '../../../test/http.ts';
import type { Actor } from '../../platform/actor.ts';
import { localStorage } from '../../platform/storage.ts';
import { createCompany } from '../accounts/accounts.service.ts';

let t: TestApp;
let root: string;
let startup: Actor;
let corp: Actor;
let stingCompany: string;
let png: Buffer;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'uploads-test-'));
  t = await testApp({ resolveActor: headerActor, storage: localStorage(root) });
  const db = t.database.db;
  const a = await createCompany(db, {
    type: 'startup',
    name: 'Pixel AB',
    country: 'SE',
    activityStatus: 'ACTIVE',
    incubator: 'STING',
  });
  const b = await createCompany(db, {
    type: 'corp',
    name: 'Big Corp',
    country: 'SE',
    activityStatus: 'ACTIVE',
  });
  startup = startupActor(a.id);
  corp = corpActor(b.id);
  stingCompany = a.id;
  png = await sharp({ create: { width: 640, height: 320, channels: 4, background: '#3355ff' } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret gps' } } })
    .toBuffer();
});
afterAll(() => t.close());

function upload(
  actor: Actor,
  purpose: string,
  file: { filename: string; type: string; data: Buffer },
  url = '/api/upload',
  extra: Part[] = [],
) {
  const body = multipart([
    { name: 'purpose', value: purpose },
    ...extra,
    { name: 'file', ...file },
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': body.contentType,
      ...(actor ? { 'x-test-actor': JSON.stringify(actor) } : {}),
    },
    payload: body.payload,
  });
}

describe('uploads', () => {
  it('stores a logo re-encoded with a thumbnail under a generated name, served by signed URL only', async () => {
    const res = await upload(startup, 'logo', {
      filename: '../../etc/passwd.png',
      type: 'image/png',
      data: png,
    });
    expect(res.statusCode).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({
      purpose: 'logo',
      contentType: 'image/png',
      width: 640,
      height: 320,
      name: 'passwd.png',
    });
    const [row] = (
      (await t.database.db.execute(
        sql`select storage_key, thumbnail_key from files where id = ${file.id}`,
      )) as unknown as {
        rows: { storage_key: string; thumbnail_key: string }[];
      }
    ).rows;
    expect(row).toEqual({ storage_key: `logo/${file.id}`, thumbnail_key: `logo/${file.id}.thumb` });
    expect(await readdir(path.join(root, 'logo'))).toEqual(
      expect.arrayContaining([file.id, `${file.id}.thumb`]),
    );

    const got = await t.app.inject({ method: 'GET', url: file.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-security-policy']).toMatch(/sandbox/);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect(meta.exif).toBeUndefined();
    const thumb = await t.app.inject({ method: 'GET', url: file.thumbnailUrl });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(256);

    // Unsigned, tampered, expired or of another variant: not found.
    const [base, query] = (file.url as string).split('?') as [string, string];
    const params = new URLSearchParams(query);
    const expired = new URLSearchParams({ exp: '1000', sig: params.get('sig')! });
    const tampered = new URLSearchParams({
      exp: String(Number(params.get('exp')) + 3600),
      sig: params.get('sig')!,
    });
    for (const url of [
      base,
      `${base}?${expired}`,
      `${base}?${tampered}`,
      `${base}/thumb?${query}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('decides the type from the content: HTML named .png, SVG with script, fake PNG are 415', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const fake = Buffer.concat([
      png.subarray(0, 16),
      Buffer.from('<script>alert(1)</script>'.repeat(20)),
    ]);
    for (const [filename, data] of [
      ['logo.png', html],
      ['logo.svg', svg],
      ['logo.png', svg],
      ['logo.png', fake],
    ] as const) {
      const res = await upload(startup, 'logo', { filename, type: 'image/png', data });
      expect(res.statusCode, filename).toBe(415);
      expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const pdfAsLogo = await upload(startup, 'logo', {
      filename: 'logo.png',
      type: 'image/png',
      data: PDF,
    });
    expect(pdfAsLogo.json().error.message).toBe('A logo must be a PNG, JPEG or WebP image');
    const pngAsDeck = await upload(startup, 'deck', {
      filename: 'deck.pdf',
      type: 'application/pdf',
      data: png,
    });
    expect(pngAsDeck.statusCode).toBe(415);
  });

  it('refuses a decompression bomb by the size its header declares, quickly', async () => {
    const chunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(4);
      head.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])) >>> 0);
      return Buffer.concat([head, Buffer.from(type), data, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(100_000, 0);
    header.writeUInt32BE(100_000, 4);
    header[8] = 8;
    const bomb = Buffer.concat([
      png.subarray(0, 8),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(100_000))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const started = performance.now();
    const res = await upload(startup, 'logo', {
      filename: 'bomb.png',
      type: 'image/png',
      data: bomb,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(
      'The image declares 100000 × 100000 pixels; at most 50 megapixels',
    );
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses files over the purpose limit with 413 naming the limit', async () => {
    const bigLogo = Buffer.concat([png.subarray(0, 8), Buffer.alloc(2 * 1024 * 1024 + 10, 7)]);
    const logo = await upload(startup, 'logo', {
      filename: 'big.png',
      type: 'image/png',
      data: bigLogo,
    });
    expect(logo.statusCode).toBe(413);
    expect(logo.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The logo file is too large: at most 2 MB',
    });
    const bigDeck = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024, 32)]);
    const deck = await upload(startup, 'deck', {
      filename: 'deck.pdf',
      type: 'application/pdf',
      data: bigDeck,
    });
    expect(deck.statusCode).toBe(413);
    expect(deck.json().error.message).toBe('The deck file is too large: at most 20 MB');
  });

  it('accepts a PDF deck; refuses anonymous callers, other encodings and unknown purposes', async () => {
    const deck = await upload(corp, 'deck', {
      filename: 'deck.pdf',
      type: 'application/pdf',
      data: PDF,
    });
    expect(deck.statusCode).toBe(201);
    // Saved under the company's name and the name it was uploaded under, not its id.
    const served = await t.app.inject({ method: 'GET', url: deck.json().url });
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="Big Corp - deck.pdf"; filename*=UTF-8''Big%20Corp%20-%20deck.pdf`,
    );
    expect(
      (await upload(null, 'logo', { filename: 'a.png', type: 'image/png', data: png })).statusCode,
    ).toBe(401);
    const bad = await upload(startup, 'selfie', {
      filename: 'a.png',
      type: 'image/png',
      data: png,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields).toEqual([
      { field: 'purpose', message: 'Purpose must be logo, deck or attachment' },
    ]);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'x-test-actor': JSON.stringify(startup) },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('admins upload on /api/matrix/upload for companies they may edit; users may not use it', async () => {
    const file = { filename: 'logo.png', type: 'image/png', data: png };
    const companyId: Part[] = [{ name: 'companyId', value: stingCompany }];
    expect(
      (await upload(adminOf('ADMIN'), 'logo', file, '/api/matrix/upload', companyId)).statusCode,
    ).toBe(201);
    const sting = adminOf('INCUBATOR', { incubator: 'STING' });
    expect((await upload(sting, 'logo', file, '/api/matrix/upload', companyId)).statusCode).toBe(
      201,
    );
    const kth = adminOf('INCUBATOR', { incubator: 'KTH Innovation' });
    expect((await upload(kth, 'logo', file, '/api/matrix/upload', companyId)).statusCode).toBe(404);
    expect(
      (await upload(adminOf('CONSORTIUM_MEMBER'), 'logo', file, '/api/matrix/upload', companyId))
        .statusCode,
    ).toBe(403);
    expect((await upload(startup, 'logo', file, '/api/matrix/upload')).statusCode).toBe(403);
    expect((await upload(adminOf('ADMIN'), 'logo', file, '/api/upload')).statusCode).toBe(403);
  });

  it('a profile may use only its own company’s files', async () => {
    const foreign = (
      await upload(corp, 'logo', { filename: 'c.png', type: 'image/png', data: png })
    ).json();
    const own = (
      await upload(startup, 'logo', { filename: 's.png', type: 'image/png', data: png })
    ).json();
    const SAVE = `mutation ($id: ID) { saveOnboardingStep(step: MEDIA, input: { media: { logoFileId: $id } }) { logoUrl } }`;
    const refused = await gqlAs(t.app, 'startup', startup, SAVE, { id: foreign.id });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fields: [{ field: 'logoFileId', message: 'Unknown logo file; upload it first' }],
    });
    const saved = await gqlAs(t.app, 'startup', startup, SAVE, { id: own.id });
    const logoUrl = (saved.body.data?.saveOnboardingStep as { logoUrl: string }).logoUrl;
    expect(logoUrl).toMatch(new RegExp(`^/api/files/${own.id}\\?exp=\\d+&sig=`));
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(200);
  });
});
