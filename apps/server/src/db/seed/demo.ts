import { CURRENT_TERMS_VERSION, type AdminType } from '@matchday/shared';
import type { Database, Db } from '../../platform/db.ts';
import type { Env } from '../../platform/env.ts';
import {
  countAccounts,
  createAdmin,
  createCompany,
  createUser,
  findAccountByEmail,
} from '../../modules/accounts/accounts.service.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { loadActorAccount } from '../../modules/accounts/session-user.ts';
import type { AdminActor } from '../../platform/actor.ts';
import { seedDemoCorporateProfiles, seedDemoCorporates } from './demo-directory.ts';
import { seedDemoComing } from './demo-coming.ts';
import { seedDemoContacts } from './demo-contacts.ts';
import { seedDemoConversations } from './demo-conversations.ts';
import { seedDemoFollowUp } from './demo-followup.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoGrants } from './demo-grants.ts';
import { seedDemoHistory } from './demo-history.ts';
import { seedDemoNotifications } from './demo-notifications.ts';
import { seedDemoResources } from './demo-resources.ts';
import { seedDemoSigning } from './demo-signing.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { consortiumFilterIds, seedDemoProfileDetails, seedDemoStartups } from './demo-profiles.ts';

/** The password of every demo persona. Demo data only: never created in production unasked. */
export const DEMO_PASSWORD = 'matchday-demo';

export const DEMO_ADMINS: {
  email: string;
  name: string;
  adminType: AdminType;
  incubator?: string;
}[] = [
  { email: 'admin@matchday.test', name: 'Ada Admin', adminType: 'ADMIN' },
  { email: 'host@matchday.test', name: 'Hugo Host', adminType: 'EVENT_HOST' },
  {
    email: 'incubator@matchday.test',
    name: 'Ines Incubator',
    adminType: 'INCUBATOR',
    incubator: 'STING',
  },
  { email: 'consortium@matchday.test', name: 'Cai Consortium', adminType: 'CONSORTIUM_MEMBER' },
];

export const DEMO_USERS = [
  {
    email: 'startup@matchday.test',
    name: 'Stina Startup',
    company: { type: 'startup', name: 'Northwind Robotics AB', country: 'SE', incubator: 'STING' },
  },
  {
    email: 'corp@matchday.test',
    name: 'Carl Corporate',
    company: { type: 'corp', name: 'Fjord Energy AB', country: 'SE', incubator: null },
  },
] as const;

/**
 * Creates the six demo personas (and four more startups with profiles and badges) through the account services: verified, onboarded, terms
 * accepted (admins too, so the demo opens without the terms modal), companies ACTIVE. Personas that exist already are left as they are (idempotent).
 * Returns the e-mails it created.
 */
export async function seedDemoPersonas(
  db: Db,
  publicUrl = 'http://localhost:3000',
  /** Where demo files (the resources' PDFs) are stored; without it they are left out. */
  storage?: FileStorage,
): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created: string[] = [];
  await db.transaction(async (tx) => {
    for (const persona of DEMO_USERS) {
      if (await findAccountByEmail(tx, 'user', persona.email)) continue;
      const company = await createCompany(tx, { ...persona.company, activityStatus: 'ACTIVE' });
      await createUser(tx, {
        companyId: company.id,
        type: persona.company.type,
        email: persona.email,
        name: persona.name,
        country: persona.company.country,
        passwordHash,
        verified: true,
        onboarded: true,
        acceptedTermsVersion: CURRENT_TERMS_VERSION,
      });
      created.push(persona.email);
    }
    created.push(...(await seedDemoStartups(tx, passwordHash)));
    created.push(...(await seedDemoCorporates(tx, passwordHash)));
    await seedDemoContacts(tx, created);
    for (const persona of DEMO_ADMINS) {
      if (await findAccountByEmail(tx, 'admin', persona.email)) continue;
      const accountFilter =
        persona.adminType === 'CONSORTIUM_MEMBER' ? await consortiumFilterIds(tx) : [];
      await createAdmin(tx, {
        ...persona,
        accountFilter,
        passwordHash,
        acceptedTermsVersion: CURRENT_TERMS_VERSION,
      });
      created.push(persona.email);
    }
    // Profiles, badges: set by the ADMIN persona through the console services.
    const admin = await findAccountByEmail(tx, 'admin', 'admin@matchday.test');
    const actor = admin && (await loadActorAccount(tx, 'admin', admin.id))?.actor;
    if (actor) await seedDemoProfileDetails(tx, actor as AdminActor, created);
    if (actor) await seedDemoCorporateProfiles(tx, actor as AdminActor, created);
    // Events: an upcoming one with registrations, a previous one, a draft.
    if (actor) await seedDemoEvents(tx, actor as AdminActor, publicUrl);
    // Ratings and follow-up of the previous event's held meetings.
    if (actor) await seedDemoFollowUp(tx, actor as AdminActor, publicUrl);
    // Grants: the demo pair's submitted and approved applications (after the events,
    // whose previous event holds the meeting cited).
    if (actor) await seedDemoGrants(tx, actor as AdminActor, publicUrl);
    // The approved one's agreement, sent and signed by all three parties.
    if (actor) await seedDemoSigning(tx, actor as AdminActor, publicUrl, storage);
    // Resources: for everyone, the upcoming event's participants, STING's startups.
    if (actor) await seedDemoResources(tx, actor as AdminActor, storage);
    // What the personas' home pages show coming: a published pitch day, an open event.
    if (actor) await seedDemoComing(tx, actor as AdminActor, publicUrl);
    // Conversations: the corporate persona with two startups; one unread for the startup persona.
    await seedDemoConversations(tx);
    // Notifications: the copies of the mails above; each user persona's two oldest read (064).
    await seedDemoNotifications(tx);
    // A person's History: Ada Admin viewed the app as Carl Corporate and stopped (decision 083).
    if (actor) await seedDemoHistory(tx, actor as AdminActor, created);
  });
  return created;
}

/**
 * Whether `npm start` seeds the personas (SEED_DEMO): `true` always (idempotent), `false` never,
 * `auto` only on the embedded database while it holds no account and NODE_ENV is not
 * production — so production never gets demo accounts unless asked.
 */
export async function shouldSeedDemo(env: Pick<Env, 'SEED_DEMO' | 'NODE_ENV'>, database: Database) {
  if (env.SEED_DEMO === 'true') return true;
  if (env.SEED_DEMO === 'false' || database.kind !== 'pglite') return false;
  if (env.NODE_ENV === 'production') return false;
  return (await countAccounts(database.db)) === 0;
}
