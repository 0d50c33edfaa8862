import './meetings.mail.ts';
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { appUrl } from '../../platform/app-links.ts';
import type { Actor } from '../../platform/actor.ts';
import { assertCan } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { companies, users } from '../accounts/accounts.read-model.ts';
import { lockEvent, type EventRow } from '../events/events.service.ts';
import { queueMail, type QueueMailInput } from '../mail/mail.service.ts';
import { recipientLocale } from '../mail/recipient-locale.ts';
import { agendaEntries, agendaLine, icsMeeting, type Side } from './agenda.queries.ts';
import { uidDomainOf } from './calendar/ics.ts';
import { meetings } from './meetings.tables.ts';
import type { MeetingRow } from './meetings.views.ts';
import { changeLine } from './mail/agenda-changes.ts';
import { emitDomainEvent } from '../../platform/domain-events.ts';

/** Publishing an event's schedule. */

export type PublishResult = { published: number; changed: number; mailed: number };
type Ctx = { db: Db; actor: Actor; publicUrl: string };

/** What participants should be told of a meeting now; null: nothing (never shown, not placed). */
function nextShown(r: MeetingRow) {
  if ((r.status === 'SCHEDULED' || r.status === 'CONFIRMED') && r.startsAt) {
    return { status: 'CONFIRMED' as const, s: r.startsAt, e: r.endsAt!, t: r.tableNo! };
  }
  if (r.status === 'REQUESTED' && r.shownStatus === 'CONFIRMED') {
    // Taken out of a published schedule: the calendars keep it, as cancelled.
    return {
      status: 'CANCELLED' as const,
      s: r.shownStartsAt!,
      e: r.shownEndsAt!,
      t: r.shownTableNo!,
    };
  }
  return null;
}

type Write = {
  id: string;
  /** The status read; the row is written only if it still has it. */
  was: string;
  /** SCHEDULED → CONFIRMED. */
  confirm: boolean;
  /** What participants see changes (shown_*, SEQUENCE + 1). */
  shown: boolean;
  status: string | null;
  s: string | null;
  e: string | null;
  t: number | null;
};

const sameShown = (r: MeetingRow, n: NonNullable<ReturnType<typeof nextShown>>) =>
  r.shownStatus === n.status &&
  r.shownStartsAt?.getTime() === n.s.getTime() &&
  r.shownTableNo === n.t;

/**
 * Confirms the draft (ADMIN, or the EVENT_HOST of a hosted event): every placed meeting becomes
 * CONFIRMED, what participants see is updated, and each company whose meetings changed — only
 * those — gets `confirmedschedule` with its agenda and an .ics file, queued in the same
 * transaction. All or nothing: a crash leaves the schedule entirely draft or entirely
 * published, and publishing again changes and mails nothing.
 */
export async function publishSchedule(ctx: Ctx, id: unknown): Promise<PublishResult> {
  const { db, actor } = ctx;
  assertCan(actor, 'scheduleMeetings', 'Only the organisers publish the schedule');
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, actor, id, 'scheduleMeetings');
    const rows = await tx.select().from(meetings).where(eq(meetings.eventId, event.id));
    const placed = rows.filter((r) => r.startsAt && r.status !== 'CANCELLED');
    if (!placed.length) {
      throw new AppError(
        'BAD_REQUEST',
        'Nothing is placed yet: generate the schedule (or place meetings by hand) before publishing',
      );
    }
    // One statement for the whole draft: what participants are told (shown_*, SEQUENCE) where
    // it changes, and SCHEDULED → CONFIRMED. A row whose status changed since it was read here
    // (a status change on the day does not take the event lock) is left as it is now.
    const writes: Write[] = [];
    const affected = new Set<string>();
    let changed = 0;
    for (const r of rows) {
      const n = nextShown(r);
      const shown = !!n && !sameShown(r, n);
      const confirm = r.status === 'SCHEDULED';
      if (!shown && !confirm) continue;
      writes.push({
        id: r.id,
        was: r.status,
        confirm,
        shown,
        status: n?.status ?? null,
        s: n?.s.toISOString() ?? null,
        e: n?.e.toISOString() ?? null,
        t: n?.t ?? null,
      });
      if (shown) {
        changed += 1;
        affected.add(r.startupId).add(r.corporateId);
      }
    }
    if (writes.length) {
      const values = sql`jsonb_to_recordset(${JSON.stringify(writes)}::jsonb) as v(id uuid, was text, confirm boolean, shown boolean, status text, s timestamptz, e timestamptz, t int)`;
      await tx.execute(sql`
        update ${meetings} m set
          status = case when v.confirm then 'CONFIRMED' else m.status end,
          shown_status = case when v.shown then v.status else m.shown_status end,
          shown_starts_at = case when v.shown then v.s else m.shown_starts_at end,
          shown_ends_at = case when v.shown then v.e else m.shown_ends_at end,
          shown_table_no = case when v.shown then v.t else m.shown_table_no end,
          sequence = m.sequence + case when v.shown then 1 else 0 end,
          published_at = case when v.shown then coalesce(m.published_at, now()) else m.published_at end,
          updated_at = case when v.shown then now() else m.updated_at end
        from ${values} where m.id = v.id and m.status = v.was`);
    }
    for (const w of writes.filter((x) => x.shown)) {
      const r = rows.find((x) => x.id === w.id)!;
      const kind =
        w.status === 'CANCELLED'
          ? 'meeting.cancelled'
          : r.shownStatus === null
            ? 'meeting.scheduled'
            : 'meeting.changed';
      await emitDomainEvent(tx, kind, {
        meetingId: r.id,
        eventId: r.eventId,
        startupId: r.startupId,
        corporateId: r.corporateId,
        status: w.status,
        startsAt: w.s,
        endsAt: w.e,
        table: w.t,
      });
    }
    const firstTime = rows.every((r) => r.shownStatus === null);
    // What each changed meeting was before (its old placement, when participants knew one).
    const before = new Map(
      rows.filter((r) => writes.some((w) => w.shown && w.id === r.id)).map((r) => [r.id, r]),
    );
    const mailed = await mailAgendas(tx, ctx.publicUrl, event, [...affected], !firstTime, before);
    return { published: placed.length, changed, mailed };
  });
}

/** Queues one `confirmedschedule` per active member of each company; counts the new ones. */
async function mailAgendas(
  tx: Db,
  publicUrl: string,
  event: EventRow,
  companyIds: string[],
  changed: boolean,
  before: Map<string, MeetingRow>,
) {
  let mailed = 0;
  for (const mail of await agendaMails(
    tx,
    publicUrl,
    event,
    companyIds,
    changed,
    undefined,
    before,
  )) {
    const { duplicate } = await queueMail(tx, mail);
    if (!duplicate) mailed += 1;
  }
  return mailed;
}

/**
 * The `confirmedschedule` mails of the companies' active members (only `userId`, when given),
 * each keyed by what it says: the same agenda mailed twice is one mail. On a republication,
 * `before` holds what each changed meeting was, for the lines saying what changed.
 */
export async function agendaMails(
  tx: Db,
  publicUrl: string,
  event: Pick<EventRow, 'id' | 'name' | 'timezone' | 'schedule' | 'format'>,
  companyIds: string[],
  changed: boolean,
  userId?: string,
  before: Map<string, MeetingRow> = new Map(),
): Promise<QueueMailInput[]> {
  if (!companyIds.length) return [];
  const entries = await agendaEntries(
    tx,
    and(
      eq(meetings.eventId, event.id),
      sql`(${inArray(meetings.startupId, companyIds)} or ${inArray(meetings.corporateId, companyIds)})`,
    )!,
    100_000,
  );
  const people = await tx
    .select({
      email: users.email,
      name: users.name,
      companyId: users.companyId,
      type: companies.type,
      companyName: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        inArray(users.companyId, companyIds),
        isNull(users.disabledAt),
        userId ? eq(users.id, userId) : undefined,
      ),
    );
  const uidDomain = uidDomainOf(publicUrl);
  const mails: QueueMailInput[] = [];
  for (const p of people) {
    const locale = await recipientLocale(tx, p.email);
    const side: Side = p.type === 'corp' ? 'corp' : 'startup';
    const mine = entries.filter((e) =>
      side === 'corp' ? e.view.corporateId === p.companyId : e.view.startupId === p.companyId,
    );
    const ics = mine.map((e) => {
      const m = icsMeeting(e, side, publicUrl, locale);
      return {
        ...m,
        start: new Date(m.start).toISOString(),
        end: new Date(m.end).toISOString(),
        changedAt: new Date(m.changedAt).toISOString(),
      };
    });
    // The same agenda mailed twice is one mail; a changed one is a new mail.
    const version = createHash('sha256')
      .update(mine.map((e) => `${e.view.id}:${e.view.sequence}`).join(','))
      .digest('base64url')
      .slice(0, 16);
    const area = side === 'corp' ? '/corporate' : '/startup';
    mails.push({
      template: 'confirmedschedule',
      to: p.email,
      locale,
      data: {
        name: p.name,
        companyName: p.companyName,
        eventName: event.name,
        timezone: event.timezone,
        lines: mine.map((e) => agendaLine(e, side, locale)),
        changed,
        ...(changed
          ? {
              changes: mine
                .filter((e) => before.has(e.view.id))
                .map((e) => changeLine(event, before.get(e.view.id)!, e, side, locale)),
            }
          : {}),
        link: appUrl(publicUrl, `${area}/events/${event.id}/agenda`),
        uidDomain,
        meetings: ics,
      },
      idempotencyKey: `schedule:${event.id}:${p.companyId}:${version}`,
    });
  }
  return mails;
}
