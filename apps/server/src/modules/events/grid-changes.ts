import { deriveSlots, plural, timeInZone } from '@matchday/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { companies } from '../accounts/accounts.tables.ts';
import type { EventRow } from './events.read-model.ts';
import { attendances } from './events.tables.ts';

/**
 * What a change of an event's grid may not lose: its placed meetings (named, so the organiser
 * knows which to move) and the slots participants marked unavailable.
 */

type PlacedRow = {
  starts_at: string;
  ends_at: string;
  table_no: number;
  startup: string;
  corporate: string;
};
/** Meetings named in the refusal; the rest are counted. */
const SHOWN = 5;

/**
 * A grid change never drops a meeting silently (DOMAIN.md "Event"): every placed meeting that is
 * not cancelled must keep its slot (same start and end) and its table. The meetings room builds
 * on this one, so its table is read by name here.
 */
export async function assertGridKeepsMeetings(
  tx: Db,
  current: EventRow,
  grid: EventRow['schedule'],
) {
  const slots = new Set(deriveSlots(grid).map((s) => `${s.start}|${s.end}`));
  const result = await tx.execute(sql`
    select to_json(m.starts_at)#>>'{}' as starts_at, to_json(m.ends_at)#>>'{}' as ends_at,
      m.table_no, s.name as startup, c.name as corporate
    from meetings m
    join ${companies} s on s.id = m.startup_id
    join ${companies} c on c.id = m.corporate_id
    where m.event_id = ${current.id} and m.starts_at is not null and m.status <> 'CANCELLED'
    order by m.starts_at, m.table_no`);
  const iso = (v: string) => new Date(v).toISOString();
  const rows = (result as unknown as { rows: PlacedRow[] }).rows;
  const lost = rows.filter(
    (m) => !slots.has(`${iso(m.starts_at)}|${iso(m.ends_at)}`) || m.table_no > grid.tables,
  );
  if (!lost.length) return;
  const shown = lost
    .slice(0, SHOWN)
    .map(
      (m) =>
        `${m.startup} – ${m.corporate} (${timeInZone(iso(m.starts_at), current.timezone)}, table ${m.table_no})`,
    );
  const message =
    `This schedule would drop ${plural(lost.length, 'placed meeting')}: ${shown.join('; ')}` +
    `${lost.length > SHOWN ? `; and ${lost.length - SHOWN} more` : ''} (${current.timezone}). ` +
    'Their slot or table is no longer in the grid. Keep those slots and tables, or move or ' +
    `cancel ${lost.length === 1 ? 'the meeting' : 'these meetings'} first.`;
  throw new AppError('CONFLICT', message, { fields: [{ field: 'schedule', message }] });
}

export async function assertGridKeepsData(tx: Db, current: EventRow, grid: EventRow['schedule']) {
  const starts = new Set(deriveSlots(grid).map((s) => s.start));
  const rows = await tx
    .select({ unavailable: attendances.unavailable })
    .from(attendances)
    .where(eq(attendances.eventId, current.id));
  const lost = new Set<string>();
  let participants = 0;
  for (const r of rows) {
    const gone = r.unavailable.filter((s) => !starts.has(s));
    if (gone.length) participants += 1;
    for (const s of gone) lost.add(s);
  }
  if (!lost.size) return;
  const times = [...lost]
    .sort()
    .slice(0, 8)
    .map((s) => timeInZone(s, current.timezone));
  const message =
    `This schedule drops ${plural(lost.size, 'slot')} that ${participants} ` +
    `participant${participants === 1 ? ' has' : 's have'} marked unavailable (${times.join(', ')}` +
    `${lost.size > 8 ? ', …' : ''} ${current.timezone}). Keep those slots, or clear the ` +
    'participants’ availability first.';
  throw new AppError('CONFLICT', message, { fields: [{ field: 'schedule', message }] });
}
