import { ONBOARDING_STEPS, type OnboardingStep } from '@matchday/shared';
import { builder } from '../../graphql/builder.ts';
import { withoutNulls } from '../../graphql/inputs.ts';
import { anyUser, signedIn, startupOnly } from '../../graphql/scopes.ts';
import { AppError } from '../../platform/errors.ts';
import { TeamInvite } from '../team/team.types.graphql.ts';
import {
  CompanyProfileRef,
  CompanyRef,
  OnboardingStepEnum,
  PROFILE_GRAPHS,
  StartupStageEnum,
} from './profile.types.graphql.ts';
import {
  completeOnboarding,
  getCompanyProfile,
  getMyCompany,
  saveOnboardingStep,
  updateCorporateProfile,
} from './profiles.service.ts';

const user = anyUser;
const startup = startupOnly;

builder.queryField('myCompany', (t) =>
  t.field({
    type: CompanyRef,
    subGraphs: ['startup', 'corp'],
    authScopes: user,
    description: 'The signed-in person’s company with its whole profile and onboarding progress.',
    resolve: (_r, _a, ctx) => getMyCompany(ctx.db, ctx.actor),
  }),
);

builder.queryField('companyProfile', (t) =>
  t.field({
    type: CompanyProfileRef,
    subGraphs: PROFILE_GRAPHS,
    authScopes: signedIn,
    description:
      'A profile page (SPEC §6): corp users see startups, startups see corporates and themselves, ADMIN all, INCUBATOR its startups, CONSORTIUM_MEMBER its filter, EVENT_HOST none. Anything else is NOT_FOUND.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => getCompanyProfile(ctx.db, ctx.actor, String(args.id)),
  }),
);

const BasicsStep = builder.inputType('BasicsStepInput', {
  subGraphs: ['startup'],
  fields: (t) => ({
    name: t.string(),
    organisationNumber: t.string(),
    website: t.string(),
    country: t.string({ description: 'ISO 3166-1 alpha-2 code.' }),
    city: t.string(),
    foundedYear: t.int(),
    sizeBand: t.string({ description: '1-9, 10-49, 50-249, 250-999 or 1000+.' }),
  }),
});
const BusinessStep = builder.inputType('BusinessStepInput', {
  subGraphs: ['startup'],
  fields: (t) => ({
    description: t.string(),
    industries: t.stringList({ description: 'From INDUSTRIES (packages/shared).' }),
    technologies: t.stringList(),
    stage: t.field({ type: StartupStageEnum }),
  }),
});
const IncubatorStep = builder.inputType('IncubatorStepInput', {
  subGraphs: ['startup'],
  fields: (t) => ({
    incubatorStatus: t.string({
      description: 'In an incubator | Alumni from an incubator | Not in an incubator.',
    }),
    incubator: t.string({ description: 'A listed incubator (name or identifier) or Other.' }),
    incubatorOther: t.string({ description: 'The incubator’s name when Other.' }),
  }),
});
const MarketsStep = builder.inputType('MarketsStepInput', {
  subGraphs: ['startup'],
  fields: (t) => ({
    interestedCountries: t.stringList({
      description: 'Regions and ISO codes; empty strings are dropped (SPEC §5).',
    }),
  }),
});
const PitchStep = builder.inputType('PitchStepInput', {
  subGraphs: ['startup'],
  fields: (t) => ({ pitchShort: t.string(), pitchLong: t.string() }),
});
const MediaStep = builder.inputType('MediaStepInput', {
  subGraphs: ['startup'],
  fields: (t) => ({
    logoFileId: t.id({ description: 'An uploaded logo (POST /api/upload, purpose logo).' }),
    deckFileId: t.id({ description: 'An uploaded PDF (purpose deck).' }),
  }),
});
const TeamStep = builder.inputType('TeamStepInput', {
  subGraphs: ['startup'],
  fields: (t) => ({ invites: t.field({ type: [TeamInvite] }) }),
});

const OnboardingInput = builder.inputType('OnboardingInput', {
  subGraphs: ['startup'],
  description: 'The fields of one wizard step: fill the member named like the step.',
  fields: (t) => ({
    basics: t.field({ type: BasicsStep }),
    business: t.field({ type: BusinessStep }),
    incubator: t.field({ type: IncubatorStep }),
    markets: t.field({ type: MarketsStep }),
    pitch: t.field({ type: PitchStep }),
    media: t.field({ type: MediaStep }),
    team: t.field({ type: TeamStep }),
  }),
});

const stepKey = (step: OnboardingStep) => step.toLowerCase() as Lowercase<OnboardingStep>;

builder.mutationField('saveOnboardingStep', (t) =>
  t.field({
    type: CompanyRef,
    subGraphs: ['startup'],
    authScopes: startup,
    description: `Saves one wizard step (${ONBOARDING_STEPS.join(', ')}) and moves the resume point to the next one. Errors name fields relative to the step (extensions.fields).`,
    args: {
      step: t.arg({ type: OnboardingStepEnum, required: true }),
      input: t.arg({ type: OnboardingInput, required: true }),
    },
    resolve: (_r, args, ctx) => {
      const key = stepKey(args.step);
      const given = (args.input as Record<string, unknown>)[key];
      if (given == null) {
        const message = `Give the fields of the ${args.step} step in input.${key}`;
        throw new AppError('BAD_REQUEST', message, { fields: [{ field: key, message }] });
      }
      return saveOnboardingStep(ctx, ctx.actor, args.step, withoutNulls(given));
    },
  }),
);

const Completion = builder
  .objectRef<{ onboarded: boolean; company: Awaited<ReturnType<typeof getMyCompany>> }>(
    'OnboardingCompletion',
  )
  .implement({
    subGraphs: ['startup'],
    fields: (t) => ({
      onboarded: t.exposeBoolean('onboarded', { authScopes: startup }),
      company: t.field({ type: CompanyRef, authScopes: startup, resolve: (c) => c.company }),
    }),
  });

builder.mutationField('completeOnboarding', (t) =>
  t.field({
    type: Completion,
    subGraphs: ['startup'],
    authScopes: startup,
    description:
      'Marks the signed-in person onboarded when every required field is saved; otherwise BAD_REQUEST with extensions.fields naming the missing ones.',
    resolve: (_r, _a, ctx) => completeOnboarding(ctx.db, ctx.actor),
  }),
);

const CorporateProfileInput = builder.inputType('CorporateProfileInput', {
  subGraphs: ['corp'],
  description: 'The whole corporate profile form (fields left out are cleared).',
  fields: (t) => ({
    name: t.string(),
    organisationNumber: t.string(),
    website: t.string(),
    country: t.string(),
    city: t.string(),
    foundedYear: t.int(),
    sizeBand: t.string(),
    sector: t.string(),
    publicBody: t.boolean(),
    description: t.string(),
    industries: t.stringList(),
    logoFileId: t.id(),
  }),
});

builder.mutationField('updateCorporateProfile', (t) =>
  t.field({
    type: CompanyRef,
    subGraphs: ['corp'],
    authScopes: { corp: true },
    description: 'Saves the corporate profile (and counts the person as onboarded).',
    args: { input: t.arg({ type: CorporateProfileInput, required: true }) },
    resolve: (_r, args, ctx) => updateCorporateProfile(ctx.db, ctx.actor, withoutNulls(args.input)),
  }),
);
