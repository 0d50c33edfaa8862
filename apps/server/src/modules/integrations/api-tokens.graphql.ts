import { builder } from '../../graphql/builder.ts';
import { can } from '../../graphql/scopes.ts';
import {
  apiTokenUsesOf,
  createApiToken,
  listApiTokens,
  revokeApiToken,
  type ApiTokenView,
} from './api-tokens.service.ts';

/** Read-API tokens on the admin graph (DOMAIN.md "Next contract names": createApiToken…). */
const manage = { authScopes: can('manageApiTokens') };
const ADMIN = ['admin'] as const;

type TokenUse = { id: string; at: Date; method: string; path: string; status: number };

const ApiTokenUseRef = builder.objectRef<TokenUse>('ApiTokenUse').implement({
  subGraphs: [...ADMIN],
  description: 'One request made with a token (the audit trail).',
  fields: (t) => ({
    id: t.exposeID('id', manage),
    at: t.expose('at', { ...manage, type: 'DateTime' }),
    method: t.exposeString('method', manage),
    path: t.exposeString('path', manage),
    status: t.exposeInt('status', manage),
  }),
});

export const ApiTokenRef = builder.objectRef<ApiTokenView>('ApiToken').implement({
  subGraphs: [...ADMIN],
  description: 'A read-API token; its secret is shown only by createApiToken.',
  fields: (t) => ({
    id: t.exposeID('id', manage),
    name: t.exposeString('name', manage),
    scopes: t.exposeStringList('scopes', manage),
    prefix: t.exposeString('prefix', { ...manage, description: 'The first characters.' }),
    createdAt: t.expose('createdAt', { ...manage, type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { ...manage, type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { ...manage, type: 'DateTime', nullable: true }),
    revokedAt: t.expose('revokedAt', { ...manage, type: 'DateTime', nullable: true }),
    active: t.exposeBoolean('active', manage),
    uses: t.field({
      ...manage,
      type: [ApiTokenUseRef],
      description: 'The latest requests made with it, newest first.',
      args: { limit: t.arg.int({ defaultValue: 20 }) },
      resolve: (token, args, ctx) => apiTokenUsesOf(ctx.db, ctx.actor, token.id, args.limit ?? 20),
    }),
  }),
});

const CreatedApiTokenRef = builder
  .objectRef<ApiTokenView & { token: string }>('CreatedApiToken')
  .implement({
    subGraphs: [...ADMIN],
    description: 'A new token: `token` is its secret, shown this once.',
    fields: (t) => ({
      id: t.exposeID('id', manage),
      token: t.exposeString('token', manage),
      apiToken: t.field({ ...manage, type: ApiTokenRef, resolve: (v) => v }),
    }),
  });

builder.queryField('apiTokens', (t) =>
  t.field({
    type: [ApiTokenRef],
    subGraphs: [...ADMIN],
    ...manage,
    description: 'The read-API tokens this admin manages (a full ADMIN sees every admin’s).',
    resolve: (_r, _a, ctx) => listApiTokens(ctx.db, ctx.actor),
  }),
);

builder.mutationField('createApiToken', (t) =>
  t.field({
    type: CreatedApiTokenRef,
    subGraphs: [...ADMIN],
    ...manage,
    description: 'Makes a read-API token with these scopes; its secret is answered once.',
    args: {
      name: t.arg.string({ required: true }),
      scopes: t.arg.stringList({ required: true }),
      expiresInDays: t.arg.int(),
    },
    resolve: (_r, a, ctx) =>
      createApiToken(ctx.db, ctx.actor, {
        name: a.name,
        scopes: a.scopes,
        ...(a.expiresInDays == null ? {} : { expiresInDays: a.expiresInDays }),
      }),
  }),
);

builder.mutationField('revokeApiToken', (t) =>
  t.field({
    type: ApiTokenRef,
    subGraphs: [...ADMIN],
    ...manage,
    description: 'Revokes a token at once.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => revokeApiToken(ctx.db, ctx.actor, a.id),
  }),
);
