import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { admins } from '../accounts/accounts.tables.ts';
import { lockEvent, toEventView } from './events.service.ts';

/** An event's hosts: the EVENT_HOST admins whose `hosting` list holds it (SPEC §3). */

const hostIds = z
  .array(z.uuid('Unknown admin'), 'Pick the hosts')
  .max(50, 'At most 50 hosts')
  .transform((ids) => [...new Set(ids)]);

/**
 * The event's hosts are the EVENT_HOST admins whose `hosting` list holds it (SPEC §3): this
 * adds the event to the listed hosts' lists and removes it from every other's.
 */
export async function setEventHosts(db: Db, actor: Actor, id: unknown, adminIds: unknown) {
  assertCan(actor, 'editEvents', 'Only an ADMIN assigns hosts');
  const ids = parseInput(hostIds, adminIds);
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, actor, id, 'editEvents');
    const hosts = ids.length
      ? await tx
          .select({ id: admins.id, adminType: admins.adminType, name: admins.name })
          .from(admins)
          .where(inArray(admins.id, ids))
      : [];
    const notHosts = ids.filter(
      (i) => !hosts.some((h) => h.id === i && h.adminType === 'EVENT_HOST'),
    );
    if (notHosts.length) {
      const message = 'Only EVENT_HOST admins host events';
      throw new AppError('BAD_REQUEST', message, {
        fields: notHosts.map((i) => ({ field: `adminIds.${ids.indexOf(i)}`, message })),
      });
    }
    await tx
      .update(admins)
      .set({ hosting: sql`array_remove(${admins.hosting}, ${event.id}::uuid)` })
      .where(sql`${event.id}::uuid = any(${admins.hosting})`);
    if (ids.length) {
      await tx
        .update(admins)
        .set({ hosting: sql`array_append(${admins.hosting}, ${event.id}::uuid)` })
        .where(inArray(admins.id, ids));
    }
    return toEventView(event);
  });
}

/** The hosts of each event (admins whose `hosting` holds it), in one statement. */
export async function hostsOf(db: Db, eventIds: string[]) {
  if (!eventIds.length) return new Map<string, { id: string; name: string; email: string }[]>();
  const rows = await db
    .select({ id: admins.id, name: admins.name, email: admins.email, hosting: admins.hosting })
    .from(admins)
    .where(
      sql`${admins.hosting} && array[${sql.join(
        eventIds.map((e) => sql`${e}::uuid`),
        sql`, `,
      )}]`,
    )
    .orderBy(admins.name);
  const map = new Map<string, { id: string; name: string; email: string }[]>();
  for (const r of rows) {
    for (const e of r.hosting) {
      if (!eventIds.includes(e)) continue;
      map.set(e, [...(map.get(e) ?? []), { id: r.id, name: r.name, email: r.email }]);
    }
  }
  return map;
}
