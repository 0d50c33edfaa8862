/**
 * A stand-in for Scrive's REST API v2 (the calls the Scrive adapter makes), for tests: an HTTP
 * server on loopback that keeps documents in memory and answers with Scrive's documented shapes
 * and error codes —
 * - POST /api/v2/documents/new (multipart `file`): a document in `preparation`, titled by the
 *   file's name, with the author as its one party, object_version 1;
 * - POST /api/v2/documents/{id}/update (`document` JSON, optional `object_version`): 409
 *   `document_object_version_mismatch` on a stale version, 409 `document_state_error` when not
 *   in preparation;
 * - POST /api/v2/documents/{id}/start: 409 `document_state_error` unless in preparation; then
 *   `pending`, and each signing party with delivery "api" gets an `api_delivery_url`;
 * - GET /api/v2/documents/{id}/get, GET /api/v2/documents/list?filter=[{filter_by:"text"}],
 *   GET /api/v2/documents/{id}/files/main/{name} (the sealed file once `closed`),
 *   POST /api/v2/documents/{id}/trash (409 unless closed / finished).
 * Every call needs the OAuth PLAINTEXT authorization header (else 401 `invalid_authorisation`).
 * Test controls: `sign(id, partyIndex)` signs as that party (closing the document when the last
 * one signs) and calls back (form-encoded document_id + document_json) to api_callback_url;
 * `calls` records every request.
 */
import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import { randomInt } from 'node:crypto';

export type StandInParty = {
  id: string;
  is_author: boolean;
  is_signatory: boolean;
  signatory_role: string;
  delivery_method: string;
  sign_time: string | null;
  api_delivery_url: string | null;
  fields: { type: string; order?: number; value?: string }[];
};
export type StandInDocument = {
  id: string;
  title: string;
  status: 'preparation' | 'pending' | 'closed' | 'canceled';
  object_version: number;
  api_callback_url: string | null;
  parties: StandInParty[];
  is_trashed: boolean;
  ctime: string;
  mtime: string;
  file: Buffer;
  sealed: Buffer | null;
};

export const SCRIVE_CREDENTIALS = {
  SCRIVE_API_TOKEN: 'stand-in-api-token',
  SCRIVE_API_SECRET: 'stand-in-api-secret',
  SCRIVE_ACCESS_TOKEN: 'stand-in-access-token',
  SCRIVE_ACCESS_SECRET: 'stand-in-access-secret',
};

const nextId = () => `${Date.now()}${randomInt(100000, 999999)}`;

function publicDoc(d: StandInDocument) {
  const { file: _file, sealed: _sealed, ...rest } = d;
  return rest;
}

export async function startScriveStandIn() {
  const documents = new Map<string, StandInDocument>();
  const calls: string[] = [];
  const app = Fastify({ logger: false });
  await app.register(multipart, { limits: { fileSize: 30 * 1024 * 1024 } });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const expected = `oauth_signature_method="PLAINTEXT", oauth_consumer_key="${SCRIVE_CREDENTIALS.SCRIVE_API_TOKEN}", oauth_token="${SCRIVE_CREDENTIALS.SCRIVE_ACCESS_TOKEN}", oauth_signature="${SCRIVE_CREDENTIALS.SCRIVE_API_SECRET}&${SCRIVE_CREDENTIALS.SCRIVE_ACCESS_SECRET}"`;
  const fail = (status: number, type: string, message: string) => ({
    status,
    body: { error_type: type, error_message: message, http_code: status },
  });
  let address = '';

  app.addHook('onRequest', async (request, reply) => {
    calls.push(`${request.method} ${request.url.split('?')[0]}`);
    if (request.headers.authorization !== expected) {
      const e = fail(401, 'invalid_authorisation', 'No valid access credentials were provided');
      return reply.code(e.status).send(e.body);
    }
  });
  const find = (id: string) => {
    const d = documents.get(id);
    return d && !d.is_trashed ? d : undefined;
  };
  const touch = (d: StandInDocument) => {
    d.object_version += 1;
    d.mtime = new Date().toISOString();
  };

  app.post('/api/v2/documents/new', async (request, reply) => {
    const file = await request.file();
    if (!file) {
      const e = fail(400, 'request_parameter_missing', 'The parameter file is missing');
      return reply.code(400).send(e.body);
    }
    const body = await file.toBuffer();
    const id = nextId();
    const now = new Date().toISOString();
    const doc: StandInDocument = {
      id,
      title: file.filename.replace(/\.pdf$/i, ''),
      status: 'preparation',
      object_version: 1,
      api_callback_url: null,
      parties: [
        {
          id: nextId(),
          is_author: true,
          is_signatory: false,
          signatory_role: 'viewer',
          delivery_method: 'email',
          sign_time: null,
          api_delivery_url: null,
          fields: [{ type: 'email', value: 'author@programme.test' }],
        },
      ],
      is_trashed: false,
      ctime: now,
      mtime: now,
      file: body,
      sealed: null,
    };
    documents.set(id, doc);
    return reply.code(201).send(publicDoc(doc));
  });

  app.post<{ Params: { id: string }; Body: { document?: string; object_version?: string } }>(
    '/api/v2/documents/:id/update',
    async (request, reply) => {
      const d = find(request.params.id);
      if (!d) return reply.code(404).send(fail(404, 'resource_not_found', 'No document').body);
      const { document, object_version } = request.body ?? {};
      if (object_version !== undefined && Number(object_version) !== d.object_version) {
        const e = fail(
          409,
          'document_object_version_mismatch',
          `The document has a different object_version (${d.object_version})`,
        );
        return reply.code(409).send(e.body);
      }
      if (d.status !== 'preparation') {
        const e = fail(409, 'document_state_error', 'The document is not in preparation');
        return reply.code(409).send(e.body);
      }
      let json: Partial<StandInDocument>;
      try {
        json = JSON.parse(document ?? '') as Partial<StandInDocument>;
      } catch {
        return reply
          .code(400)
          .send(fail(400, 'request_parameter_parse_error', 'document is not JSON').body);
      }
      if (json.title) d.title = json.title;
      if (json.api_callback_url !== undefined) d.api_callback_url = json.api_callback_url;
      if (json.parties) {
        d.parties = json.parties.map((p) => ({
          id: p.id ?? nextId(),
          is_author: p.is_author ?? false,
          is_signatory: p.is_signatory ?? false,
          signatory_role: p.signatory_role ?? (p.is_signatory ? 'signing_party' : 'viewer'),
          delivery_method: p.delivery_method ?? 'email',
          sign_time: null,
          api_delivery_url: null,
          fields: p.fields ?? [],
        }));
      }
      touch(d);
      return reply.send(publicDoc(d));
    },
  );

  app.post<{ Params: { id: string } }>('/api/v2/documents/:id/start', async (request, reply) => {
    const d = find(request.params.id);
    if (!d) return reply.code(404).send(fail(404, 'resource_not_found', 'No document').body);
    if (d.status !== 'preparation') {
      const e = fail(409, 'document_state_error', 'The document is not in preparation');
      return reply.code(409).send(e.body);
    }
    if (!d.parties.some((p) => p.is_signatory)) {
      const e = fail(409, 'document_state_error', 'The document has no signing party');
      return reply.code(409).send(e.body);
    }
    d.status = 'pending';
    for (const p of d.parties) {
      if (p.is_signatory && p.delivery_method === 'api') {
        p.api_delivery_url = `/s/${d.id}/${p.id}/${randomInt(1e9, 9e9)}`;
      }
    }
    touch(d);
    return reply.send(publicDoc(d));
  });

  app.get<{ Params: { id: string } }>('/api/v2/documents/:id/get', async (request, reply) => {
    const d = find(request.params.id);
    if (!d) return reply.code(404).send(fail(404, 'resource_not_found', 'No document').body);
    return reply.send(publicDoc(d));
  });

  app.get<{ Querystring: { filter?: string } }>('/api/v2/documents/list', async (request) => {
    const filters = JSON.parse(request.query.filter ?? '[]') as {
      filter_by: string;
      text?: string;
    }[];
    const text = filters.find((f) => f.filter_by === 'text')?.text ?? '';
    const list = [...documents.values()].filter((d) => !d.is_trashed && d.title.includes(text));
    return { total_matching: list.length, documents: list.map(publicDoc) };
  });

  app.get<{ Params: { id: string } }>(
    '/api/v2/documents/:id/files/main/:name',
    async (request, reply) => {
      const d = find(request.params.id);
      if (!d) return reply.code(404).send(fail(404, 'resource_not_found', 'No document').body);
      return reply.header('content-type', 'application/pdf').send(d.sealed ?? d.file);
    },
  );

  app.post<{ Params: { id: string } }>('/api/v2/documents/:id/trash', async (request, reply) => {
    const d = find(request.params.id);
    if (!d) return reply.code(404).send(fail(404, 'resource_not_found', 'No document').body);
    if (d.status === 'pending') {
      const e = fail(409, 'document_state_error', 'A pending document cannot be trashed');
      return reply.code(409).send(e.body);
    }
    d.is_trashed = true;
    touch(d);
    return reply.send(publicDoc(d));
  });

  address = await app.listen({ port: 0, host: '127.0.0.1' });

  /** Scrive's callback: form-encoded document_id and document_json, to api_callback_url. */
  async function callback(d: StandInDocument) {
    if (!d.api_callback_url) return 0;
    const res = await fetch(d.api_callback_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        document_id: d.id,
        document_json: JSON.stringify(publicDoc(d)),
      }).toString(),
    });
    await res.arrayBuffer();
    return res.status;
  }

  return {
    url: address,
    documents,
    calls,
    /** Signs as the `index`th signing party; the last signature closes and seals the document. */
    sign(id: string, index: number) {
      const d = documents.get(id)!;
      const party = d.parties.filter((p) => p.is_signatory)[index]!;
      party.sign_time ??= new Date().toISOString();
      if (d.parties.filter((p) => p.is_signatory).every((p) => p.sign_time)) {
        d.status = 'closed';
        d.sealed = Buffer.concat([d.file, Buffer.from(`\n%Scrive sealed ${d.id}\n`)]);
      }
      touch(d);
      return d;
    },
    callback: (id: string) => callback(documents.get(id)!),
    close: () => app.close(),
  };
}
export type ScriveStandIn = Awaited<ReturnType<typeof startScriveStandIn>>;
