import { z } from 'zod';
import { emailAddress } from './auth.ts';
import { isCountryCode, isRegionCode } from './countries.ts';
import { incubatorChoice, isOtherIncubator } from './incubators.ts';
import {
  CONTROL_CHARACTER_MESSAGE,
  hasControlCharacters,
  objectError,
  safeMultilineText,
  safeText,
  tooLong,
  YES_OR_NO,
} from './text.ts';

/**
 * Company profiles: the inputs of the startup onboarding wizard, the corporate profile
 * and team invitations. The web validates its forms with these schemas and the server parses the
 * same schemas, so both name the same field with the same message.
 */

/** SPEC §3 / PRODUCT: the three incubator statuses, written exactly so. */
export const INCUBATOR_STATUSES = [
  'In an incubator',
  'Alumni from an incubator',
  'Not in an incubator',
] as const;
export type IncubatorStatus = (typeof INCUBATOR_STATUSES)[number];
/** An incubator admin may not update the profile of an alumni (SPEC §5). */
export const ALUMNI_STATUS: IncubatorStatus = 'Alumni from an incubator';
export const NOT_IN_INCUBATOR: IncubatorStatus = 'Not in an incubator';

export const STARTUP_STAGES = [
  'IDEA',
  'PROTOTYPE',
  'PILOT',
  'MARKET_ENTRY',
  'GROWTH',
  'SCALE_UP',
] as const;
export type StartupStage = (typeof STARTUP_STAGES)[number];
export const STAGE_LABELS: Record<StartupStage, string> = {
  IDEA: 'Idea',
  PROTOTYPE: 'Prototype',
  PILOT: 'Pilot',
  MARKET_ENTRY: 'Market entry',
  GROWTH: 'Growth',
  SCALE_UP: 'Scale-up',
};

/** Number of employees. */
export const SIZE_BANDS = ['1-9', '10-49', '50-249', '250-999', '1000+'] as const;
export type SizeBand = (typeof SIZE_BANDS)[number];

export const INDUSTRIES = [
  'Agriculture and food',
  'Artificial intelligence',
  'Automotive and mobility',
  'Biotech',
  'Circular economy',
  'Construction and real estate',
  'Cybersecurity',
  'Defence and security',
  'Education',
  'Energy',
  'Environment and climate',
  'Fintech',
  'Forestry',
  'Gaming and media',
  'Health and life science',
  'Industry and manufacturing',
  'Logistics and transport',
  'Materials',
  'Medtech',
  'Public sector',
  'Retail and consumer',
  'Smart cities',
  'Space',
  'Telecom and IoT',
  'Water',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** The wizard's steps, in order. Progress is saved after each. */
export const ONBOARDING_STEPS = [
  'BASICS',
  'BUSINESS',
  'INCUBATOR',
  'MARKETS',
  'PITCH',
  'MEDIA',
  'TEAM',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const TEXT_LIMITS = {
  name: 200,
  organisationNumber: 40,
  website: 300,
  city: 100,
  description: 2000,
  pitchShort: 160,
  pitchLong: 5000,
  technology: 60,
  sector: 100,
  incubatorOther: 100,
  title: 100,
} as const;

/** Empty strings (an untouched input) count as "not given". */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToNull, schema.nullish());
const text = (max: number, label: string, options: { multiline?: boolean } = {}) =>
  z
    .string({ error: `Enter ${label}` })
    .refine((v) => !hasControlCharacters(v, options), { message: CONTROL_CHARACTER_MESSAGE })
    .trim()
    .min(1, `Enter ${label}`)
    .max(max, `Use at most ${max} characters`);

export const companyNameField = text(TEXT_LIMITS.name, 'the company name');

/** An ISO 3166-1 alpha-2 code on the list (any case in, upper case out). */
export const isoCountry = z
  .string({ error: 'Choose a country' })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { message: 'Unknown country code; use an ISO 3166-1 alpha-2 code' });

/** http(s) address; "example.com" becomes "https://example.com". */
export const websiteField = z.preprocess(
  (v) =>
    typeof v === 'string' && v.trim() && !/^[a-z]+:\/\//i.test(v.trim())
      ? `https://${v.trim()}`
      : v,
  z
    .url({ protocol: /^https?$/, message: 'Enter a web address such as https://example.com' })
    .max(TEXT_LIMITS.website, `Use at most ${TEXT_LIMITS.website} characters`),
);

export const organisationNumberField = safeText()
  .trim()
  .max(TEXT_LIMITS.organisationNumber, `Use at most ${TEXT_LIMITS.organisationNumber} characters`)
  .regex(/^[0-9A-Za-z][0-9A-Za-z -]*$/, 'Use digits, letters, spaces and dashes');

export const foundedYearField = z
  .int('Enter a year')
  .min(1800, 'Enter a year after 1800')
  .refine((y) => y <= new Date().getFullYear(), { message: 'The year cannot be in the future' });

const uuidField = z.uuid('Unknown file');

/**
 * SPEC §5: interested countries are reduced to plain value strings (a select may hand over
 * `{ value, label }` objects), empty ones dropped; each must be a region or an ISO code.
 */
export function reduceInterestedCountries(list: unknown): unknown {
  if (!Array.isArray(list)) return list;
  const values = list
    .map((item) =>
      item && typeof item === 'object' && 'value' in item
        ? (item as { value: unknown }).value
        : item,
    )
    .map((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v))
    .filter((v) => v !== '' && v !== null && v !== undefined);
  return [...new Set(values)];
}

export const interestedCountriesField = z.preprocess(
  reduceInterestedCountries,
  z
    .array(
      safeText().refine((v) => isRegionCode(v) || isCountryCode(v), {
        message: 'Unknown country or region',
      }),
      'Choose countries and regions from the list',
    )
    .max(60, 'Choose at most 60 countries and regions'),
);

export const industriesField = z
  .array(z.enum(INDUSTRIES, 'Unknown industry'), 'Choose industries from the list')
  .min(1, 'Choose at least one industry')
  .max(5, 'Choose at most 5 industries')
  .transform((list) => [...new Set(list)]);

export const technologiesField = z
  .array(
    safeText()
      .trim()
      .min(1, 'Enter a technology')
      .max(TEXT_LIMITS.technology, tooLong(TEXT_LIMITS.technology)),
    'List the technologies',
  )
  .max(15, 'List at most 15 technologies')
  .transform((list) => [...new Set(list)]);

/** Step BASICS: company basics. */
export const basicsStepInput = z.strictObject(
  {
    name: companyNameField,
    organisationNumber: optional(organisationNumberField),
    website: optional(websiteField),
    country: isoCountry,
    city: text(TEXT_LIMITS.city, 'the city'),
    foundedYear: foundedYearField.nullish(),
    sizeBand: z.enum(SIZE_BANDS, 'Choose a size band'),
  },
  { error: objectError('the company basics') },
);

/** Step BUSINESS: what the startup does. */
export const businessStepInput = z.strictObject(
  {
    description: text(TEXT_LIMITS.description, 'a description', { multiline: true }),
    industries: industriesField,
    technologies: technologiesField.default([]),
    stage: z.enum(STARTUP_STAGES, 'Choose a stage'),
  },
  { error: objectError('what the startup does') },
);

export const incubatorField = incubatorChoice;

/**
 * Incubator and status, checked together: in an incubator or alumni → which one (listed or
 * Other with its name); not in an incubator → no incubator.
 */
export const incubatorFields = z
  .strictObject(
    {
      incubatorStatus: z.enum(INCUBATOR_STATUSES, 'Choose an incubator status'),
      incubator: optional(incubatorField),
      incubatorOther: optional(text(TEXT_LIMITS.incubatorOther, 'the incubator name')),
    },
    { error: objectError('the incubator and status') },
  )
  .superRefine((v, ctx) => {
    if (v.incubatorStatus === NOT_IN_INCUBATOR) return;
    if (!v.incubator) {
      ctx.addIssue({ code: 'custom', path: ['incubator'], message: 'Choose the incubator' });
    } else if (isOtherIncubator(v.incubator) && !v.incubatorOther) {
      ctx.addIssue({
        code: 'custom',
        path: ['incubatorOther'],
        message: 'Enter the name of the incubator',
      });
    }
  });
export const incubatorStepInput = incubatorFields;

/** Step MARKETS: interested countries and regions. */
export const marketsStepInput = z.strictObject(
  { interestedCountries: interestedCountriesField },
  { error: objectError('the interested countries') },
);

/** Step PITCH: a one-line pitch (no line breaks) and an optional long one. */
export const pitchStepInput = z.strictObject(
  {
    // Line breaks get their own message below; other control characters the shared one.
    pitchShort: text(TEXT_LIMITS.pitchShort, 'a one-line pitch', { multiline: true }).refine(
      (v) => !/[\r\n]/.test(v),
      {
        message: 'Keep the pitch on one line',
      },
    ),
    pitchLong: optional(
      safeMultilineText().trim().max(TEXT_LIMITS.pitchLong, 'Use at most 5000 characters'),
    ),
  },
  { error: objectError('the pitch') },
);

/** Step MEDIA: logo (an uploaded image) and pitch deck (an uploaded PDF), both optional. */
export const mediaStepInput = z.strictObject(
  { logoFileId: uuidField.nullish(), deckFileId: uuidField.nullish() },
  { error: objectError('the logo and pitch deck') },
);

/** Someone asked to join the team; they get an invitation link to set a password. */
export const teamInviteInput = z.strictObject(
  {
    email: emailAddress,
    name: text(TEXT_LIMITS.name, 'the name'),
    title: optional(safeText().trim().max(TEXT_LIMITS.title, 'Use at most 100 characters')),
  },
  { error: objectError('the e-mail and name of the person to invite') },
);
export type TeamInviteInput = z.infer<typeof teamInviteInput>;

/** Step TEAM: colleagues to invite now (may be empty). */
export const teamStepInput = z.strictObject(
  {
    invites: z
      .array(teamInviteInput, 'List the people to invite')
      .max(20, 'Invite at most 20 people at once')
      .default([]),
  },
  { error: objectError('the people to invite') },
);

export const onboardingStepInputs = {
  BASICS: basicsStepInput,
  BUSINESS: businessStepInput,
  INCUBATOR: incubatorStepInput,
  MARKETS: marketsStepInput,
  PITCH: pitchStepInput,
  MEDIA: mediaStepInput,
  TEAM: teamStepInput,
} satisfies Record<OnboardingStep, z.ZodType>;

export type OnboardingStepInput<S extends OnboardingStep> = z.infer<
  (typeof onboardingStepInputs)[S]
>;

/** What a startup profile needs before onboarding is complete, and the step asking for it. */
export const STARTUP_REQUIRED_FIELDS = [
  { field: 'name', step: 'BASICS', label: 'Company name' },
  { field: 'country', step: 'BASICS', label: 'Country' },
  { field: 'city', step: 'BASICS', label: 'City' },
  { field: 'sizeBand', step: 'BASICS', label: 'Size' },
  { field: 'description', step: 'BUSINESS', label: 'Description' },
  { field: 'industries', step: 'BUSINESS', label: 'Industries' },
  { field: 'stage', step: 'BUSINESS', label: 'Stage' },
  { field: 'incubatorStatus', step: 'INCUBATOR', label: 'Incubator status' },
  { field: 'pitchShort', step: 'PITCH', label: 'One-line pitch' },
] as const satisfies readonly { field: string; step: OnboardingStep; label: string }[];

/** The required fields a profile still lacks (empty when onboarding can complete). */
export function missingProfileFields(profile: Record<string, unknown>): string[] {
  return STARTUP_REQUIRED_FIELDS.filter(({ field }) => {
    const v = profile[field];
    return v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
  }).map((f) => f.field);
}

/**
 * What a corporate profile should show startups before they decide whom to meet (the form
 * requires only name and country): the fields the home page asks a corporate to fill in.
 */
export const CORPORATE_WANTED_FIELDS = [
  { field: 'sector', label: 'Sector' },
  { field: 'description', label: 'Description' },
  { field: 'industries', label: 'Industries' },
  { field: 'logoFileId', label: 'Logo' },
] as const;

/** The wanted corporate fields a profile still lacks. */
export function missingCorporateFields(profile: Record<string, unknown>): string[] {
  return CORPORATE_WANTED_FIELDS.filter(({ field }) => {
    const v = profile[field];
    return v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
  }).map((f) => f.field);
}

/** The corporate profile form (updateCorporateProfile): the whole form each time. */
export const corporateProfileInput = z.strictObject(
  {
    name: companyNameField,
    organisationNumber: optional(organisationNumberField),
    website: optional(websiteField),
    country: isoCountry,
    city: optional(text(TEXT_LIMITS.city, 'the city')),
    foundedYear: foundedYearField.nullish(),
    sizeBand: z.enum(SIZE_BANDS, 'Choose a size band').nullish(),
    sector: optional(text(TEXT_LIMITS.sector, 'the sector')),
    publicBody: z.boolean(YES_OR_NO).default(false),
    description: optional(
      safeMultilineText().trim().max(TEXT_LIMITS.description, tooLong(TEXT_LIMITS.description)),
    ),
    industries: z
      .array(z.enum(INDUSTRIES, 'Unknown industry'), 'Choose industries from the list')
      .max(10, 'Choose at most 10 industries')
      .default([]),
    logoFileId: uuidField.nullish(),
  },
  { error: objectError('the company profile') },
);
export type CorporateProfileInput = z.infer<typeof corporateProfileInput>;

/** Deleting one's own account needs the password. */
export const deleteMyAccountInput = z.strictObject(
  {
    password: z
      .string('Enter your password')
      .min(1, 'Enter your password')
      .max(1024, tooLong(1024)),
  },
  { error: objectError('your password') },
);
