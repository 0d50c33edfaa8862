import {
  PRODUCT_NAME,
  V1_PAGE_DEFAULT,
  V1_PAGE_MAX,
  V1_RESOURCES,
  V1_ANSWERS,
  v1Page,
} from '@matchday/shared';
import { z } from 'zod';

/**
 * The OpenAPI 3.1 document of the read API, generated from the zod schemas the answers are
 * checked against (packages/shared/src/api/v1.ts) with zod's own JSON Schema output (draft
 * 2020-12, the dialect of OpenAPI 3.1). Built once per public URL.
 */
const built = new Map<string, object>();

const schemaName = (path: string) =>
  path
    .split('/')
    .filter((p) => p && !p.startsWith('{'))
    .at(-1)!
    .replace(/^./, (c) => c.toUpperCase());

const json = (schema: z.ZodType) => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'output' }) as Record<
    string,
    unknown
  >;
  return rest;
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const LIST_PARAMETERS = [
  {
    name: 'limit',
    in: 'query',
    description: `Items per page (1–${V1_PAGE_MAX}, default ${V1_PAGE_DEFAULT}).`,
    schema: { type: 'integer', minimum: 1, maximum: V1_PAGE_MAX, default: V1_PAGE_DEFAULT },
  },
  {
    name: 'cursor',
    in: 'query',
    description: 'The `nextCursor` of the previous page.',
    schema: { type: 'string' },
  },
  {
    name: 'from',
    in: 'query',
    description: 'Only items dated at or after this ISO 8601 date or instant.',
    schema: { type: 'string' },
  },
  {
    name: 'to',
    in: 'query',
    description: 'Only items dated at or before this ISO 8601 date or instant.',
    schema: { type: 'string' },
  },
];

export function openApiDocument(publicUrl: string): object {
  const cached = built.get(publicUrl);
  if (cached) return cached;
  const schemas: Record<string, unknown> = { Error: json(V1_ANSWERS.error) };
  const paths: Record<string, unknown> = {};
  for (const r of V1_RESOURCES) {
    const name = schemaName(r.path);
    schemas[name] = json(r.list ? v1Page(r.item) : r.item);
    const parameters = [
      ...(r.path.includes('{eventId}')
        ? [
            {
              name: 'eventId',
              in: 'path',
              required: true,
              description: 'The event’s id.',
              schema: { type: 'string', format: 'uuid' },
            },
          ]
        : []),
      ...(r.list ? LIST_PARAMETERS : []),
      {
        name: 'If-None-Match',
        in: 'header',
        description: 'The ETag of an earlier answer: 304 when nothing changed.',
        schema: { type: 'string' },
      },
    ];
    paths[r.path] = {
      get: {
        operationId: `get${name}`,
        summary: r.summary,
        description: `Needs the scope \`${r.scope}\`. Reads with the token’s admin’s reach.`,
        tags: [r.scope],
        security: [{ token: [r.scope] }],
        parameters,
        responses: {
          '200': {
            description: r.summary,
            headers: { ETag: { schema: { type: 'string' } } },
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
          },
          '304': { description: 'Not modified since the ETag given in If-None-Match.' },
          '400': errorResponse('A query parameter is wrong (the message names it).'),
          '401': errorResponse('No token, or an unknown, revoked or expired one.'),
          '403': errorResponse('The token lacks the scope, or its admin the right.'),
          '404': errorResponse('No such event in the token’s reach.'),
          '429': errorResponse('Too many requests with this token; see Retry-After.'),
        },
      },
    };
  }
  const document = {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} read API`,
      version: '1.0.0',
      description:
        'Read the programme’s events, participants, companies, needs, matches, meetings, ratings, follow-up and funnel. Send `Authorization: Bearer <token>` with a token made on the Integrations page; each token has scopes and reads what its admin may read.',
    },
    servers: [{ url: `${publicUrl.replace(/\/$/, '')}/api/v1` }],
    security: [{ token: [] }],
    components: {
      securitySchemes: {
        token: { type: 'http', scheme: 'bearer', description: 'An API token (mdt_…).' },
      },
      schemas,
    },
    paths,
  };
  built.set(publicUrl, document);
  return document;
}
