import { ACTIVITY_STATUSES, ADMIN_TYPES, USER_TYPES } from '@matchday/shared';
import { builder } from '../../graphql/builder.ts';
import {
  anyAdmin,
  anyUser,
  signedIn,
  SIGNED_IN_GRAPHS,
  USER_GRAPHS,
} from '../../graphql/scopes.ts';
import { completeFirstStep } from './first-step.service.ts';
import { setMyLocale } from './locale.service.ts';
import { acceptTerms } from './terms.service.ts';
import { meOf, type CompanyBasics, type Me } from './session-user.ts';

const SIGNED_IN = SIGNED_IN_GRAPHS;
const user = anyUser;
const admin = anyAdmin;

export const UserTypeEnum = builder.enumType('UserType', {
  subGraphs: SIGNED_IN,
  values: USER_TYPES,
});
export const AdminTypeEnum = builder.enumType('AdminType', {
  subGraphs: ['admin'],
  values: ADMIN_TYPES,
});
export const ActivityStatusEnum = builder.enumType('ActivityStatus', {
  subGraphs: SIGNED_IN,
  values: ACTIVITY_STATUSES,
});

export const CompanyBasicsRef = builder.objectRef<CompanyBasics>('CompanyBasics').implement({
  subGraphs: SIGNED_IN,
  description: 'Name, kind, country and activity status of an organisation.',
  fields: (t) => ({
    id: t.exposeID('id', { authScopes: signedIn }),
    name: t.exposeString('name', { authScopes: signedIn }),
    type: t.expose('type', { type: UserTypeEnum, authScopes: signedIn }),
    country: t.exposeString('country', { authScopes: signedIn }),
    activityStatus: t.expose('activityStatus', { type: ActivityStatusEnum, authScopes: signedIn }),
  }),
});

const MeRef = builder.objectRef<Me>('Me').implement({
  subGraphs: SIGNED_IN,
  description: 'The signed-in person: the session user of SPEC §3 and a little more.',
  fields: (t) => ({
    id: t.exposeID('id', { authScopes: signedIn }),
    email: t.exposeString('email', { authScopes: signedIn }),
    name: t.exposeString('name', { authScopes: signedIn }),
    admin: t.exposeBoolean('admin', { authScopes: signedIn }),
    onboarded: t.exposeBoolean('onboarded', { authScopes: signedIn }),
    verified: t.exposeBoolean('verified', { authScopes: signedIn }),
    locale: t.exposeString('locale', {
      authScopes: signedIn,
      description: 'The person’s language ("en" or "sv"): their choice, else the programme’s.',
    }),
    localeChosen: t.exposeBoolean('localeChosen', {
      authScopes: signedIn,
      description: 'Whether the person chose a language (setMyLocale) or has the programme’s.',
    }),
    hasAcceptedTerms: t.exposeBoolean('hasAcceptedTerms', {
      authScopes: signedIn,
      description: 'Whether the current legal terms are accepted (else the terms modal shows).',
    }),
    acceptedTermsVersion: t.exposeString('acceptedTermsVersion', {
      authScopes: signedIn,
      nullable: true,
    }),
    acceptedTermsAt: t.expose('acceptedTermsAt', {
      type: 'DateTime',
      authScopes: signedIn,
      nullable: true,
    }),
    country: t.exposeString('country', { authScopes: signedIn, nullable: true }),
    incubator: t.exposeString('incubator', { authScopes: signedIn, nullable: true }),
    hasAccessInnovationGrants: t.exposeBoolean('hasAccessInnovationGrants', {
      authScopes: signedIn,
    }),
    interestedCountries: t.exposeStringList('interestedCountries', {
      subGraphs: USER_GRAPHS,
      authScopes: user,
    }),
    type: t.field({
      type: UserTypeEnum,
      subGraphs: USER_GRAPHS,
      authScopes: user,
      nullable: true,
      resolve: (me) => me.type,
    }),
    company: t.field({
      type: CompanyBasicsRef,
      subGraphs: USER_GRAPHS,
      authScopes: user,
      nullable: true,
      resolve: (me) => me.company,
    }),
    adminType: t.field({
      type: AdminTypeEnum,
      subGraphs: ['admin'],
      authScopes: admin,
      nullable: true,
      resolve: (me) => me.adminType,
    }),
    hosting: t.exposeStringList('hosting', {
      subGraphs: ['admin'],
      authScopes: admin,
      description: 'EVENT_HOST: ids of the hosted events.',
    }),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: MeRef,
    subGraphs: SIGNED_IN,
    authScopes: signedIn,
    description: 'The signed-in person.',
    resolve: (_root, _args, ctx) => meOf(ctx.db, ctx.actor),
  }),
);

builder.mutationField('acceptTerms', (t) =>
  t.field({
    type: MeRef,
    subGraphs: SIGNED_IN,
    authScopes: signedIn,
    description: 'Accepts the legal terms of the given version (the current one is "2024").',
    args: { version: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await acceptTerms(ctx.db, ctx.actor, args.version);
      return meOf(ctx.db, ctx.actor, { fresh: true });
    },
  }),
);

builder.mutationField('setMyLocale', (t) =>
  t.field({
    type: MeRef,
    subGraphs: SIGNED_IN,
    authScopes: signedIn,
    description: 'Sets the signed-in person’s language for screens and mails ("en" or "sv").',
    args: { locale: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await setMyLocale(ctx.db, ctx.actor, args.locale);
      return meOf(ctx.db, ctx.actor, { fresh: true });
    },
  }),
);

const FirstStepRef = builder.objectRef<{ me: Me; next: string }>('FirstStep').implement({
  subGraphs: USER_GRAPHS,
  description: 'The saved first step and where the person goes now.',
  fields: (t) => ({
    me: t.field({ type: MeRef, authScopes: user, resolve: (r) => r.me }),
    next: t.exposeString('next', {
      authScopes: user,
      description: 'The mailed link’s target when it is a path of the own area, else its home.',
    }),
  }),
});

builder.mutationField('completeFirstStep', (t) =>
  t.field({
    type: FirstStepRef,
    subGraphs: USER_GRAPHS,
    authScopes: user,
    description:
      'The short first step before onboarding: the person’s name and the current terms; the company profile waits for later.',
    args: {
      name: t.arg.string({ required: true }),
      termsVersion: t.arg.string({ required: true }),
      next: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const { next } = await completeFirstStep(ctx.db, ctx.actor, args);
      return { me: await meOf(ctx.db, ctx.actor, { fresh: true }), next };
    },
  }),
);
