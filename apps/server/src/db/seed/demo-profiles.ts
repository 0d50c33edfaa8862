import type { AdminActor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import {
  createCompany,
  createUser,
  findAccountByEmail,
} from '../../modules/accounts/accounts.service.ts';
import { assignBadge, createBadge, listBadges } from '../../modules/badges/badges.service.ts';
import { updateCompany } from '../../modules/companies/console-companies.service.ts';
import { companyIdOfUser } from '../../modules/companies/profiles.service.ts';
import { CURRENT_TERMS_VERSION } from '@matchday/shared';
import { setMyLocale } from '../../modules/accounts/locale.service.ts';

/**
 * Demo profiles, made through the services: startups in STING (one alumni, so the
 * incubator persona sees it but may not edit it), elsewhere and in no incubator; complete
 * profiles (every required field, so each counts as onboarded and shows no missing field);
 * badges; the ids the consortium persona's account filter lists.
 */
type DemoStartup = {
  email: string;
  name: string;
  company: string;
  country: string;
  incubator: string | null;
  profile: Record<string, unknown>;
  badges: string[];
  /** The person's language when not the programme's (the demo shows both). */
  locale?: 'sv';
};

const STING_IN = { incubatorStatus: 'In an incubator', incubator: 'STING' };

export const DEMO_PROFILES: Record<string, Record<string, unknown>> = {
  'startup@matchday.test': {
    ...STING_IN,
    city: 'Stockholm',
    sizeBand: '10-49',
    foundedYear: 2021,
    description: 'Autonomous robots that pick and sort parcels in small warehouses.',
    industries: ['Logistics and transport', 'Artificial intelligence'],
    technologies: ['Computer vision', 'ROS 2'],
    stage: 'PILOT',
    pitchShort: 'Warehouse robots that pay for themselves in a year',
    interestedCountries: ['EUROPE', 'US'],
  },
  'corp@matchday.test': {
    city: 'Gothenburg',
    sizeBand: '1000+',
    sector: 'Energy',
    description: 'Nordic utility looking for grid flexibility and heat-recovery pilots.',
    industries: ['Energy'],
  },
};

export const DEMO_STARTUPS: DemoStartup[] = [
  {
    email: 'aurora@matchday.test',
    name: 'Alva Aurora',
    company: 'Aurora Grid AB',
    country: 'SE',
    incubator: 'STING',
    profile: {
      ...STING_IN,
      city: 'Västerås',
      sizeBand: '10-49',
      foundedYear: 2019,
      description: 'Battery parks that store cheap night power and sell flexibility to the grid.',
      industries: ['Energy'],
      interestedCountries: ['EUROPE', 'DE', 'NO'],
      stage: 'GROWTH',
      pitchShort: 'Batteries that balance the grid',
    },
    badges: ['Top 10 Startup'],
    // Alva reads Matchday in Swedish: the demo shows both languages.
    locale: 'sv',
  },
  {
    email: 'birch@matchday.test',
    name: 'Bo Birch',
    company: 'Birch Analytics AB',
    country: 'SE',
    incubator: 'STING',
    profile: {
      incubatorStatus: 'Alumni from an incubator',
      incubator: 'STING',
      city: 'Stockholm',
      sizeBand: '50-249',
      foundedYear: 2016,
      description:
        'Cash-flow forecasting for small and medium-sized companies, from their bank data.',
      industries: ['Fintech'],
      stage: 'SCALE_UP',
      pitchShort: 'Cash-flow forecasts for SMEs',
    },
    badges: [],
  },
  {
    email: 'cobalt@matchday.test',
    name: 'Cleo Cobalt',
    company: 'Cobalt Health AB',
    country: 'SE',
    incubator: 'Uppsala Innovation Centre',
    profile: {
      incubatorStatus: 'In an incubator',
      incubator: 'Uppsala Innovation Centre',
      city: 'Uppsala',
      sizeBand: '1-9',
      foundedYear: 2023,
      description: 'A home test that spots the early signs of sepsis from one drop of blood.',
      industries: ['Medtech'],
      interestedCountries: ['SE', 'NO', 'DK', 'FI'],
      stage: 'PROTOTYPE',
      pitchShort: 'Home tests for early sepsis',
    },
    badges: ['Pilot ready'],
  },
  {
    email: 'dune@matchday.test',
    name: 'Dan Dune',
    company: 'Dune Materials Oy',
    country: 'FI',
    incubator: null,
    profile: {
      incubatorStatus: 'Not in an incubator',
      city: 'Oulu',
      sizeBand: '10-49',
      foundedYear: 2020,
      description: 'Low-carbon concrete made from mine tailings instead of cement clinker.',
      industries: ['Materials', 'Construction and real estate'],
      interestedCountries: ['NORTH_AMERICA', 'SE'],
      stage: 'MARKET_ENTRY',
      pitchShort: 'Low-carbon concrete from mine tailings',
    },
    badges: [],
  },
];

export const DEMO_BADGES = ['Top 10 Startup', 'Pilot ready', 'Grant recipient'];
/** Companies the consortium persona may see (by a user of each). */
export const CONSORTIUM_FILTER = [
  'aurora@matchday.test',
  'cobalt@matchday.test',
  'corp@matchday.test',
];

/** The extra startups and their users (idempotent by e-mail). Returns the e-mails created. */
export async function seedDemoStartups(tx: Db, passwordHash: string): Promise<string[]> {
  const created: string[] = [];
  for (const s of DEMO_STARTUPS) {
    if (await findAccountByEmail(tx, 'user', s.email)) continue;
    const company = await createCompany(tx, {
      type: 'startup',
      name: s.company,
      country: s.country,
      activityStatus: 'ACTIVE',
      incubator: s.incubator,
    });
    const user = await createUser(tx, {
      companyId: company.id,
      type: 'startup',
      email: s.email,
      name: s.name,
      country: s.country,
      passwordHash,
      verified: true,
      onboarded: true,
      acceptedTermsVersion: CURRENT_TERMS_VERSION,
    });
    if (s.locale) {
      const actor = { kind: 'user', id: user.id, type: 'startup', companyId: company.id } as const;
      await setMyLocale(tx, actor, s.locale);
    }
    created.push(s.email);
  }
  return created;
}

/** Company ids of the consortium persona's filter. */
export async function consortiumFilterIds(tx: Db) {
  const ids = await Promise.all(CONSORTIUM_FILTER.map((email) => companyIdOfUser(tx, email)));
  return ids.filter((id): id is string => id !== null);
}

/** Profiles and badges, set by the ADMIN persona through the console services (first run only). */
export async function seedDemoProfileDetails(tx: Db, admin: AdminActor, fresh: string[]) {
  const profiles = {
    ...DEMO_PROFILES,
    ...Object.fromEntries(DEMO_STARTUPS.map((s) => [s.email, s.profile])),
  };
  for (const [email, profile] of Object.entries(profiles)) {
    const companyId = fresh.includes(email) ? await companyIdOfUser(tx, email) : null;
    if (companyId) await updateCompany(tx, admin, companyId, profile);
  }
  if ((await listBadges(tx)).length) return;
  const byName = new Map<string, string>();
  for (const name of DEMO_BADGES) byName.set(name, (await createBadge(tx, admin, { name })).id);
  const assignments = [
    ...DEMO_STARTUPS.flatMap((s) => s.badges.map((b) => [s.email, b] as const)),
    ['startup@matchday.test', 'Top 10 Startup'] as const,
  ];
  for (const [email, badge] of assignments) {
    const companyId = await companyIdOfUser(tx, email);
    if (companyId) await assignBadge(tx, admin, companyId, byName.get(badge));
  }
}
