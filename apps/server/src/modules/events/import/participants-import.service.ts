import '../events.mail.ts';
import {
  participantRow,
  plural,
  type ImportResult,
  type ImportRow,
  type ParticipantType,
} from '@matchday/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../../platform/actor.ts';
import { assertCan } from '../../../platform/authorize.ts';
import type { Db } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { companies, users } from '../../accounts/accounts.read-model.ts';
import { consoleReadWhere, operationWhere } from '../../accounts/company-reach.policy.ts';
import { createCompany, createUser } from '../../accounts/accounts.service.ts';
import { sendInvitation } from '../../auth/invitations.service.ts';
import { queueMail } from '../../mail/mail.service.ts';
import { joinEventMails } from '../attendance-mail.ts';
import type { EventsContext } from '../attendance.types.ts';
import { lockEvent } from '../events.service.ts';
import { attendances } from '../events.tables.ts';
import type { FileRow } from './participants-file.ts';
import { readParticipantsFile } from './read-participants-file.ts';

type Planned = ImportRow & {
  parsed?: {
    email: string;
    name: string;
    organisation: string;
    country: string;
    type: ParticipantType;
  };
  companyId?: string;
  userExists?: boolean;
};

/**
 * Imports the participants of an event from a CSV or XLSX file (e-mail, name, organisation,
 * country, type): `commit` false answers the preview, one line per row with what would happen
 * and why a row fails; `commit` true does it all in one transaction — companies created or
 * found by name, people created (an invitation each) or found by e-mail, attendances APPROVED —
 * or, when any row fails, nothing (400 with the rows).
 */
export async function importParticipants(
  ctx: EventsContext,
  eventId: unknown,
  file: { filename: string; body: Buffer },
  commit: boolean,
): Promise<ImportResult> {
  const { db, actor } = ctx;
  assertCan(actor, 'importAttendees', 'Only the event’s organisers import participants');
  const fileRows = await readParticipantsFile(file);
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, actor, eventId, 'importAttendees');
    const planned = await plan(tx, actor, event.id, fileRows);
    const rows = planned.map(publicRow);
    const valid = rows.every((r) => r.problems.length === 0);
    if (!commit) return { rows, valid };
    if (!valid) {
      const bad = rows.filter((r) => r.problems.length).length;
      throw new AppError(
        'BAD_REQUEST',
        `${plural(bad, 'row')} cannot be imported; nothing was imported`,
        {
          rows,
          fields: rows
            .filter((r) => r.problems.length)
            .map((r) => ({ field: `line ${r.line}`, message: r.problems.join('; ') })),
        },
      );
    }
    const imported = await apply(ctx, tx, actor, event.id, planned);
    return { rows, valid, imported };
  });
}

function publicRow(p: Planned): ImportRow {
  const { parsed: _p, companyId: _c, userExists: _u, ...row } = p;
  return row;
}

/**
 * Said of a row the importer may not do, whatever the organisation or person behind it: it names
 * no company, type or colleague the importer could not already see.
 */
export const OUT_OF_REACH =
  'only an ADMIN may import this row (it concerns an existing organisation or account); add the organisation to the event instead';

async function plan(
  tx: Db,
  actor: NonNullable<Actor>,
  eventId: string,
  fileRows: FileRow[],
): Promise<Planned[]> {
  const seen = new Map<string, number>();
  const planned: Planned[] = fileRows.map((r) => {
    const base: Planned = {
      line: r.line,
      email: r.cells.email ?? '',
      name: r.cells.name ?? '',
      organisation: r.cells.organisation ?? '',
      country: r.cells.country ?? '',
      type: r.cells.type ?? '',
      action: null,
      problems: [],
    };
    const result = participantRow.safeParse(r.cells);
    if (!result.success) {
      base.problems = result.error.issues.map((i) => `${String(i.path[0] ?? 'row')}: ${i.message}`);
      return base;
    }
    base.parsed = { ...result.data, email: result.data.email.toLowerCase() };
    const first = seen.get(base.parsed.email);
    if (first) base.problems.push(`email: ${base.parsed.email} is also on line ${first}`);
    else seen.set(base.parsed.email, r.line);
    return base;
  });
  const ok = planned.filter((p) => p.parsed && !p.problems.length);
  const emails = ok.map((p) => p.parsed!.email);
  const existingUsers = emails.length
    ? await tx
        .select({
          email: sql<string>`lower(${users.email})`,
          companyId: users.companyId,
          type: users.type,
          companyName: companies.name,
          companyLname: sql<string>`lower(${companies.name})`,
          visible: sql<boolean>`coalesce(${consoleReadWhere(actor)}, false)`,
        })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(inArray(sql`lower(${users.email})`, emails))
    : [];
  const userByEmail = new Map(existingUsers.map((u) => [u.email, u]));
  const names = [...new Set(ok.map((p) => p.parsed!.organisation.toLowerCase()))];
  const existingCompanies = names.length
    ? await tx
        .select({
          id: companies.id,
          type: companies.type,
          lname: sql<string>`lower(${companies.name})`,
          addPeople: sql<boolean>`coalesce(${operationWhere(actor, 'addCompanyPeople')}, false)`,
        })
        .from(companies)
        .where(inArray(sql`lower(${companies.name})`, names))
    : [];
  const attending = new Set(
    (
      await tx
        .select({ companyId: attendances.companyId })
        .from(attendances)
        .where(
          and(
            eq(attendances.eventId, eventId),
            inArray(attendances.state, ['INVITED', 'REGISTERED', 'APPROVED']),
          ),
        )
    ).map((a) => a.companyId),
  );
  for (const p of ok) {
    const v = p.parsed!;
    const user = userByEmail.get(v.email);
    if (user) {
      // A person's company is named only to an importer who may see that company's accounts;
      // anyone else learns only that the row cannot be imported as written.
      const sameOrganisation = user.companyLname === v.organisation.toLowerCase();
      if (!user.visible && (user.type !== v.type || !sameOrganisation)) {
        p.problems.push(`email: ${OUT_OF_REACH}`);
        continue;
      }
      if (user.type !== v.type) {
        p.problems.push(
          `type: ${v.email} belongs to ${user.companyName}, a ${user.type === 'corp' ? 'corporate' : 'startup'}`,
        );
        continue;
      }
      p.companyId = user.companyId;
      p.userExists = true;
      p.action = attending.has(user.companyId) ? 'already' : 'link';
      continue;
    }
    const sameName = existingCompanies.filter((c) => c.lname === v.organisation.toLowerCase());
    // A new person inside an existing organisation is that organisation's team: only those the
    // permission table lets add people to it (addCompanyPeople) create one; for anyone else the
    // row says no without telling which organisation, of which type, lies behind the name.
    if (sameName.length && !sameName.every((c) => c.addPeople)) {
      p.problems.push(`email: ${OUT_OF_REACH}`);
      continue;
    }
    const company = sameName.find((c) => c.type === v.type);
    if (!company && sameName.length) {
      p.problems.push(
        `type: ${v.organisation} exists as a ${v.type === 'corp' ? 'startup' : 'corporate'}`,
      );
      continue;
    }
    p.companyId = company?.id;
    p.action = company ? 'newPerson' : 'create';
  }
  return planned;
}

async function apply(
  ctx: EventsContext,
  tx: Db,
  actor: NonNullable<Actor>,
  eventId: string,
  planned: Planned[],
) {
  const counts = { companies: 0, users: 0, attendances: 0 };
  const created = new Map<string, string>(); // lower organisation name → new company id
  const companyIds = new Map<string, ParticipantType>();
  for (const p of planned) {
    const v = p.parsed!;
    let companyId = p.companyId ?? created.get(`${v.type}:${v.organisation.toLowerCase()}`);
    if (!companyId) {
      companyId = (
        await createCompany(tx, {
          type: v.type,
          name: v.organisation,
          country: v.country,
          activityStatus: 'ACTIVE',
        })
      ).id;
      created.set(`${v.type}:${v.organisation.toLowerCase()}`, companyId);
      counts.companies += 1;
    }
    if (!p.userExists) {
      const user = await createUser(tx, {
        companyId,
        type: v.type,
        email: v.email,
        name: v.name,
        country: v.country,
      });
      await sendInvitation(
        { publicUrl: ctx.publicUrl },
        tx,
        { kind: 'user', id: user.id, email: v.email, name: v.name },
        {
          template: 'invitation',
          companyName: v.organisation,
        },
      );
      counts.users += 1;
    }
    companyIds.set(companyId, v.type);
  }
  const now = new Date();
  const rows = companyIds.size
    ? await tx
        .insert(attendances)
        .values(
          [...companyIds].map(([companyId, role]) => ({
            eventId,
            companyId,
            role,
            state: 'APPROVED' as const,
            source: 'IMPORT' as const,
            registeredAt: now,
            decidedAt: now,
            decidedBy: actor.id,
          })),
        )
        .onConflictDoUpdate({
          target: [attendances.eventId, attendances.companyId],
          set: {
            state: 'APPROVED',
            decidedAt: now,
            decidedBy: actor.id,
            declineReason: null,
            updatedAt: now,
          },
          setWhere: sql`${attendances.state} not in ('REGISTERED', 'APPROVED')`,
        })
        .returning({ companyId: attendances.companyId })
    : [];
  counts.attendances = rows.length;
  for (const r of rows) {
    for (const mail of await joinEventMails(tx, ctx.publicUrl, {
      eventId,
      companyId: r.companyId,
    })) {
      await queueMail(tx, mail);
    }
  }
  return counts;
}
