import { and, eq, inArray } from 'drizzle-orm';
import type { AdminActor, UserActor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { findAccountByEmail } from '../../modules/accounts/accounts.service.ts';
import { loadActorAccount } from '../../modules/accounts/session-user.ts';
import { setInnovationGrantsAccess } from '../../modules/companies/console-companies.service.ts';
import { companyIdOfUser } from '../../modules/companies/profiles.service.ts';
import { users } from '../../modules/accounts/accounts.tables.ts';
import { createGrantApplication } from '../../modules/grants/drafts.service.ts';
import { meetings } from '../../modules/meetings/meetings.tables.ts';
import { setMeetingStatus } from '../../modules/meetings/status.service.ts';
import { sendRatingMailsNow } from '../../modules/followup/mails-now.service.ts';
import {
  askForGrantChanges,
  decideGrantApplication,
  startGrantReview,
} from '../../modules/grants/review.service.ts';
import {
  confirmGrantPartner,
  submitGrantApplication,
} from '../../modules/grants/submission.service.ts';
import { grantApplications } from '../../modules/grants/grants.tables.ts';

/**
 * Innovation grants: the demo pair (Northwind Robotics, Fjord Energy) gets
 * grants access and applies three times, through the services: one application SUBMITTED (citing
 * a held meeting of the previous demo event), one APPROVED, and one the programme sent back for
 * changes (a DRAFT again, with its note and its first submitted version). The signing room's seed sends and signs
 * the approved one: it finds it by DEMO_APPROVED_GRANT_TITLE (or demoApprovedGrantId).
 */
export const DEMO_GRANT_STARTUP = 'startup@matchday.test';
export const DEMO_GRANT_CORPORATE = 'corp@matchday.test';
export const DEMO_SUBMITTED_GRANT_TITLE = 'Predictive maintenance for wind-turbine gearboxes';
export const DEMO_APPROVED_GRANT_TITLE = 'Pilot: autonomous inspection of hydropower tunnels';
export const DEMO_CHANGES_GRANT_TITLE = 'Solar charging masts for field robots at wind farms';

async function userActor(tx: Db, email: string): Promise<UserActor | null> {
  const account = await findAccountByEmail(tx, 'user', email);
  const loaded = account && (await loadActorAccount(tx, 'user', account.id));
  return (loaded?.actor as UserActor | undefined) ?? null;
}

/** The approved demo application's id (for the signing seed), or null before this seed ran. */
export async function demoApprovedGrantId(tx: Db): Promise<string | null> {
  const startupId = await companyIdOfUser(tx, DEMO_GRANT_STARTUP);
  if (!startupId) return null;
  const [row] = await tx
    .select({ id: grantApplications.id })
    .from(grantApplications)
    .where(
      and(
        eq(grantApplications.startupId, startupId),
        eq(grantApplications.title, DEMO_APPROVED_GRANT_TITLE),
      ),
    );
  return row?.id ?? null;
}

export async function seedDemoGrants(tx: Db, admin: AdminActor, publicUrl: string) {
  const startupId = await companyIdOfUser(tx, DEMO_GRANT_STARTUP);
  const corporateId = await companyIdOfUser(tx, DEMO_GRANT_CORPORATE);
  const startup = await userActor(tx, DEMO_GRANT_STARTUP);
  const corporate = await userActor(tx, DEMO_GRANT_CORPORATE);
  if (!startupId || !corporateId || !startup || !corporate) return;
  await setInnovationGrantsAccess(tx, admin, startupId, true);
  await setInnovationGrantsAccess(tx, admin, corporateId, true);
  const [existing] = await tx
    .select({ id: grantApplications.id })
    .from(grantApplications)
    .where(eq(grantApplications.startupId, startupId));
  if (existing) return;
  // The meeting the submitted application grew from: the pair's held meeting of the previous
  // event. Which demo meetings were no-shows depends on the schedule; a no-show between the
  // pair is corrected to held (as an organiser may), and if theirs was the cancelled one the
  // application cites another corporate Northwind met.
  const met = await tx
    .select({
      id: meetings.id,
      eventId: meetings.eventId,
      corporateId: meetings.corporateId,
      status: meetings.status,
    })
    .from(meetings)
    .where(and(eq(meetings.startupId, startupId), inArray(meetings.status, ['HELD', 'NO_SHOW'])));
  const ours = met.find((m) => m.corporateId === corporateId);
  if (ours?.status === 'NO_SHOW') {
    await setMeetingStatus({ db: tx, actor: admin, publicUrl }, ours.id, { status: 'HELD' });
    // Held now, after the event's rating mails went: its sides get theirs too, as an organiser
    // sends them by hand (only sides not yet mailed are claimed).
    await sendRatingMailsNow({ db: tx, publicUrl }, admin, ours.eventId);
  }
  const cited = ours ?? met.find((m) => m.status === 'HELD');
  let submittedPartner = { id: corporateId, actor: corporate };
  if (cited && cited.corporateId !== corporateId) {
    const [person] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.companyId, cited.corporateId));
    const other = person && (await userActor(tx, person.email));
    if (other) {
      await setInnovationGrantsAccess(tx, admin, cited.corporateId, true);
      submittedPartner = { id: cited.corporateId, actor: other };
    }
  }
  const heldMeetingId = submittedPartner.id === cited?.corporateId ? cited.id : null;
  const signatory = {
    startupSignatoryName: 'Stina Startup',
    startupSignatoryEmail: DEMO_GRANT_STARTUP,
  };
  const apply = async (
    partner: { id: string; actor: UserActor },
    fields: Record<string, unknown>,
  ) => {
    const app = await createGrantApplication(
      { db: tx, actor: startup, publicUrl },
      {
        corporateId: partner.id,
        ...signatory,
        ...fields,
      },
    );
    const who = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, partner.actor.id));
    await confirmGrantPartner(tx, partner.actor, app.id, {
      signatoryName: who[0]!.name,
      signatoryEmail: who[0]!.email,
    });
    return submitGrantApplication({ db: tx, actor: startup, publicUrl }, app.id);
  };
  const approved = await apply(
    { id: corporateId, actor: corporate },
    {
      title: DEMO_APPROVED_GRANT_TITLE,
      summary:
        'Northwind’s crawler robot inspects Fjord Energy’s headrace tunnels while they stay in service, replacing two annual shutdowns.',
      plan: 'Months 1–2: adapt the crawler to wet concrete and low light.\nMonths 3–6: four supervised runs in the Ålvik tunnel; compare findings with the last manual inspection.\nMonths 7–9: a report on detection rate, cost per kilometre and safety.',
      budgetTotal: 850_000,
      budgetLines: [
        { label: 'Crawler adaptation (hardware)', amount: 320_000 },
        { label: 'Engineering time, Northwind', amount: 380_000 },
        { label: 'Site access and safety, Fjord Energy', amount: 150_000 },
      ],
      timelineMonths: 9,
    },
  );
  await startGrantReview(tx, admin, approved.id);
  await decideGrantApplication({ db: tx, actor: admin, publicUrl }, approved.id, {
    decision: 'APPROVED',
    note: 'A clear plan with measurable results; the site safety budget is well argued.',
  });
  await apply(submittedPartner, {
    meetingId: heldMeetingId,
    title: DEMO_SUBMITTED_GRANT_TITLE,
    summary:
      'Vibration data from Fjord Energy’s onshore turbines trains Northwind’s fault model, to plan gearbox service before a breakdown.',
    plan: 'Months 1–3: connect 12 turbines’ vibration sensors.\nMonths 4–8: train and validate the model against the service log.\nMonths 9–12: run it beside the current service plan and count avoided stops.',
    budgetTotal: 640_000,
    budgetLines: [
      { label: 'Data connection and storage', amount: 140_000 },
      { label: 'Model development', amount: 400_000 },
      { label: 'Field validation', amount: 100_000 },
    ],
    timelineMonths: 12,
  });
  const changes = await apply(
    { id: corporateId, actor: corporate },
    {
      title: DEMO_CHANGES_GRANT_TITLE,
      summary:
        'Solar masts on Fjord Energy’s wind-farm roads charge Northwind’s inspection robots between runs, so they stay on site for weeks.',
      plan: 'Months 1–2: design and permit two masts.\nMonths 3–5: install them at Storheia and run the robots from them.\nMonth 6: report on uptime and cost per inspection.',
      budgetTotal: 520_000,
      budgetLines: [
        { label: 'Masts, panels and batteries', amount: 260_000 },
        { label: 'Engineering', amount: 260_000 },
      ],
      timelineMonths: 6,
    },
  );
  await startGrantReview(tx, admin, changes.id);
  await askForGrantChanges({ db: tx, actor: admin, publicUrl }, changes.id, {
    note: 'Split the engineering line into Northwind’s and Fjord Energy’s hours, and name the second site.',
  });
}
