/**
 * The world of bench/conversations.ts: a fresh PostgreSQL database with one published event, a
 * corporate with one person and `senders` startups matched with it, one person each, all with
 * the password `password` (through the services and the rooms' tables, as bench/meetings.ts).
 */
import { CURRENT_TERMS_VERSION } from '@matchday/shared';
import pg from 'pg';
import { companies, users } from '../../apps/server/src/modules/accounts/accounts.tables.ts';
import { createAdmin } from '../../apps/server/src/modules/accounts/accounts.service.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import { createEvent, publishEvent } from '../../apps/server/src/modules/events/events.service.ts';
import { attendances } from '../../apps/server/src/modules/events/events.tables.ts';
import { matches } from '../../apps/server/src/modules/matchmaking/matchmaking.tables.ts';
import type { AdminActor } from '../../apps/server/src/platform/actor.ts';
import { openDatabase } from '../../apps/server/src/platform/db.ts';

/** A fresh database on the server of DATABASE_URL; answers its URL. */
export async function freshDatabase() {
  const name = `bench_conversations_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/** One event; a corporate with one person; SENDERS startups matched with it, one person each. */
export async function seed(url: string, senders: number, password: string) {
  const database = await openDatabase({ url, poolSize: 4 });
  const db = database.db;
  try {
    await database.migrate();
    const passwordHash = await hashPassword(password);
    const admin = await createAdmin(db, {
      email: 'bench.admin@bench.test',
      name: 'Bench Organiser',
      adminType: 'ADMIN',
      passwordHash,
      acceptedTermsVersion: CURRENT_TERMS_VERSION,
    });
    const root: AdminActor = {
      kind: 'admin',
      id: admin.id,
      adminType: 'ADMIN',
      incubator: null,
      hosting: [],
      accountFilter: [],
    };
    const day = Math.floor(Date.now() / 86_400_000) * 86_400_000 + 20 * 86_400_000;
    const at = (h: number) => new Date(day + h * 3_600_000).toISOString();
    const event = await createEvent(db, root, {
      name: 'Talk Day (bench)',
      timezone: 'Europe/Stockholm',
      format: 'PHYSICAL',
      startDate: at(7),
      endDate: at(17),
      schedule: { sessions: [{ start: at(8), end: at(12) }], meetingMinutes: 20, tables: 10 },
    });
    await publishEvent(db, root, event.id);
    const made = await db
      .insert(companies)
      .values([
        { type: 'corp' as const, name: 'Bench Corporate', country: 'SE', activityStatus: 'ACTIVE' },
        ...Array.from({ length: senders }, (_, i) => ({
          type: 'startup' as const,
          name: `Bench Startup ${i}`,
          country: 'SE',
          activityStatus: 'ACTIVE' as const,
        })),
      ])
      .returning({ id: companies.id, type: companies.type });
    await db.insert(users).values(
      made.map((c, i) => ({
        companyId: c.id,
        type: c.type as 'startup' | 'corp',
        email: c.type === 'corp' ? 'corp@bench.test' : `startup.${i - 1}@bench.test`,
        name: `Bench Person ${i}`,
        passwordHash,
        verifiedAt: new Date(),
        onboarded: true,
        acceptedTermsVersion: CURRENT_TERMS_VERSION,
        acceptedTermsAt: new Date(),
      })),
    );
    await db.insert(attendances).values(
      made.map((c) => ({
        eventId: event.id,
        companyId: c.id,
        role: c.type as 'startup' | 'corp',
        state: 'APPROVED' as const,
        source: 'ORGANISER' as const,
        decidedAt: new Date(),
      })),
    );
    await db.insert(matches).values(
      made.slice(1).map((s) => ({
        eventId: event.id,
        startupId: s.id,
        corporateId: made[0]!.id,
        source: 'ADMIN' as const,
        state: 'SELECTED' as const,
        choice: 'MEET' as const,
      })),
    );
    return { eventId: event.id, corporateId: made[0]!.id };
  } finally {
    await database.close();
  }
}
