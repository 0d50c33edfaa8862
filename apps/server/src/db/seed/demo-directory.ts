import { CURRENT_TERMS_VERSION } from '@matchday/shared';
import type { AdminActor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import {
  createCompany,
  createUser,
  findAccountByEmail,
} from '../../modules/accounts/accounts.service.ts';
import { updateCompany } from '../../modules/companies/console-companies.service.ts';
import { companyIdOfUser } from '../../modules/companies/profiles.service.ts';

/**
 * More corporates for the company directory, made through the services like
 * the other demo data: with only the corporate persona, a startup's directory would list one
 * organisation. Different countries, industries and a public body, so search and filters show
 * something. Not in the consortium persona's filter, not at any event.
 */
type DemoCorporate = {
  email: string;
  name: string;
  company: string;
  country: string;
  profile: Record<string, unknown>;
};

export const DEMO_CORPORATES: DemoCorporate[] = [
  {
    email: 'hansa@matchday.test',
    name: 'Hanna Hansa',
    company: 'Hansa Port Logistics GmbH',
    country: 'DE',
    profile: {
      city: 'Hamburg',
      sizeBand: '1000+',
      sector: 'Logistics',
      description:
        'Container terminals and inland warehouses looking for robots, automation and low-emission yard vehicles.',
      industries: ['Logistics and transport', 'Industry and manufacturing'],
    },
  },
  {
    email: 'nordlys@matchday.test',
    name: 'Nils Nordlys',
    company: 'Nordlys Mobility AS',
    country: 'NO',
    profile: {
      city: 'Oslo',
      sizeBand: '250-999',
      sector: 'Transport',
      description:
        'Electric bus fleets for Nordic cities; we pilot charging and battery analytics.',
      industries: ['Automotive and mobility', 'Energy'],
    },
  },
  {
    email: 'helsinki@matchday.test',
    name: 'Helmi Helsinki',
    company: 'City of Helsinki Innovation Unit',
    country: 'FI',
    profile: {
      city: 'Helsinki',
      sizeBand: '1000+',
      sector: 'Public sector',
      publicBody: true,
      description:
        'The city’s innovation unit buys pilots in health, smart buildings and climate adaptation.',
      industries: ['Public sector', 'Smart cities', 'Health and life science'],
    },
  },
];

/** The corporates and their contact people (idempotent by e-mail). Returns the e-mails created. */
export async function seedDemoCorporates(tx: Db, passwordHash: string): Promise<string[]> {
  const created: string[] = [];
  for (const c of DEMO_CORPORATES) {
    if (await findAccountByEmail(tx, 'user', c.email)) continue;
    const company = await createCompany(tx, {
      type: 'corp',
      name: c.company,
      country: c.country,
      activityStatus: 'ACTIVE',
    });
    await createUser(tx, {
      companyId: company.id,
      type: 'corp',
      email: c.email,
      name: c.name,
      country: c.country,
      passwordHash,
      verified: true,
      onboarded: true,
      acceptedTermsVersion: CURRENT_TERMS_VERSION,
    });
    created.push(c.email);
  }
  return created;
}

/** Their profiles, set by the ADMIN persona through the console service (first run only). */
export async function seedDemoCorporateProfiles(tx: Db, admin: AdminActor, fresh: string[]) {
  for (const c of DEMO_CORPORATES) {
    const companyId = fresh.includes(c.email) ? await companyIdOfUser(tx, c.email) : null;
    if (companyId) await updateCompany(tx, admin, companyId, c.profile);
  }
}
