import { builder } from '../../graphql/builder.ts';
import { can } from '../../graphql/scopes.ts';
import {
  createIdentityProvider,
  deleteIdentityProvider,
  listIdentityProviders,
  type ProviderView,
} from './identity-providers.service.ts';

/** Identity providers for sign-in on the admin graph (full ADMIN only, decision 113). */
const manage = { authScopes: can('manageIdentityProviders') };
const ADMIN = ['admin'] as const;

const IdentityProviderRef = builder.objectRef<ProviderView>('IdentityProvider').implement({
  subGraphs: [...ADMIN],
  description:
    'An OpenID Connect provider people of the allowed e-mail domains sign in with. Its client secret is never answered.',
  fields: (t) => ({
    id: t.exposeID('id', manage),
    name: t.exposeString('name', manage),
    issuer: t.exposeString('issuer', manage),
    clientId: t.exposeString('clientId', manage),
    domains: t.exposeStringList('domains', manage),
    companyId: t.exposeID('companyId', { ...manage, nullable: true }),
    companyName: t.exposeString('companyName', {
      ...manage,
      nullable: true,
      description: 'The corporate company its people join (null for admins).',
    }),
    adminType: t.exposeString('adminType', {
      ...manage,
      nullable: true,
      description: 'The admin kind its people must have (null for a company).',
    }),
    createdAt: t.expose('createdAt', { ...manage, type: 'DateTime' }),
    redirectUri: t.string({
      ...manage,
      description: 'The redirect URI to register at the provider.',
      resolve: (_p, _a, ctx) => new URL('/api/sso/callback', ctx.publicUrl).href,
    }),
  }),
});

const IdentityProviderInputRef = builder.inputType('IdentityProviderInput', {
  subGraphs: [...ADMIN],
  fields: (t) => ({
    name: t.string({ required: true }),
    issuer: t.string({ required: true }),
    clientId: t.string({ required: true }),
    clientSecret: t.string({ required: true }),
    domains: t.stringList({ required: true }),
    companyId: t.id(),
    adminType: t.string(),
  }),
});

builder.queryField('identityProviders', (t) =>
  t.field({
    type: [IdentityProviderRef],
    subGraphs: [...ADMIN],
    ...manage,
    description: 'The identity providers people may sign in with, newest first.',
    resolve: (_r, _a, ctx) => listIdentityProviders(ctx.db, ctx.actor),
  }),
);

builder.mutationField('createIdentityProvider', (t) =>
  t.field({
    type: IdentityProviderRef,
    subGraphs: [...ADMIN],
    ...manage,
    description: 'Adds an identity provider; its client secret is stored sealed.',
    args: { input: t.arg({ type: IdentityProviderInputRef, required: true }) },
    resolve: (_r, a, ctx) => createIdentityProvider(ctx.db, ctx.actor, ctx.secretBox, a.input),
  }),
);

builder.mutationField('deleteIdentityProvider', (t) =>
  t.boolean({
    subGraphs: [...ADMIN],
    ...manage,
    description: 'Removes an identity provider: its sign-in button goes away.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => deleteIdentityProvider(ctx.db, ctx.actor, a.id),
  }),
);
