import { reachOf, ROLES, type AdminType, type Operation, type Role } from '@matchday/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerActor } from '../../test/actors.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { gqlAs, outcome } from '../../test/http.ts';
import { multipart } from '../../test/multipart.ts';
import { permissionMatrix, REFUSED, type MatrixCall, type Probe } from '../../test/matrix.ts';
import { eq, inArray } from 'drizzle-orm';
import { meetingRatings } from '../modules/followup/followup.tables.ts';
import { meetings } from '../modules/meetings/meetings.tables.ts';
import { adminOf } from '../../test/actors.ts';
import { createAdmin, createCompany, createUser } from '../modules/accounts/accounts.service.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { createBadge } from '../modules/badges/badges.service.ts';
import { addEventAttendees } from '../modules/events/attendees.service.ts';
import { createEvent, publishEvent } from '../modules/events/events.service.ts';
import { createNeed, setNeedState } from '../modules/matchmaking/needs.service.ts';
import { requestPairing } from '../modules/matchmaking/pairing.service.ts';
import { chooseSuggestion, needSuggestions } from '../modules/matchmaking/choices.service.ts';
import {
  generateSuggestions,
  publishSuggestions,
} from '../modules/matchmaking/suggestions.service.ts';
import type { Actor } from '../platform/actor.ts';
import { buildGraphs } from './schema.ts';
import { matches } from '../modules/matchmaking/matchmaking.tables.ts';
import { admins, companies } from '../modules/accounts/accounts.tables.ts';
import { grantApplications } from '../modules/grants/grants.tables.ts';
import { meetingsOfEvent } from '../modules/meetings/agenda.service.ts';
import { publishSchedule } from '../modules/meetings/publish.service.ts';
import { generateSchedule } from '../modules/meetings/schedule.service.ts';

/**
 * SPEC §6 as a matrix over every operation of the permission table × the seven roles. Each role
 * aims at a row inside its reach: the startup of the STING incubator (the startup user's own
 * company and the consortium member's filter) and a corporate (the corp user's own).
 */
let t: TestApp;
const ids: Record<string, string> = {};
const PASSWORD = 'matrix-password-1';

beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
  const db = t.database.db;
  const startup = await createCompany(db, {
    type: 'startup',
    name: 'Matrix Startup',
    country: 'SE',
    activityStatus: 'ACTIVE',
    incubator: 'STING',
  });
  const corp = await createCompany(db, {
    type: 'corp',
    name: 'Matrix Corp',
    country: 'SE',
    activityStatus: 'ACTIVE',
  });
  ids.startup = startup.id;
  ids.corp = corp.id;
  const passwordHash = await hashPassword(PASSWORD);
  for (const type of ['startup', 'corp'] as const) {
    const user = await createUser(db, {
      companyId: ids[type]!,
      type,
      email: `matrix-${type}@example.test`,
      name: `Matrix ${type}`,
      passwordHash,
      verified: true,
    });
    ids[`${type}User`] = user.id;
  }
  const host = await createAdmin(db, {
    email: 'matrix-host@example.test',
    name: 'H',
    adminType: 'EVENT_HOST',
  });
  ids.someAdmin = host.id;
  const badge = await createBadge(db, adminOf('ADMIN'), { name: 'Matrix badge' });
  ids.badge = badge.id;
  const admin = adminOf('ADMIN');
  const event = await createEvent(db, admin, matrixEvent());
  await publishEvent(db, admin, event.id);
  ids.event = event.id;
  const ctx = { db, actor: admin, publicUrl: 'http://localhost:3000' };
  const rows = await addEventAttendees(ctx, event.id, [ids.startup, ids.corp]);
  ids.startupAttendance = rows.find((r) => r.companyId === ids.startup)!.id;
  // Matchmaking: a published need, a suggestion the corporate selected, a pairing request.
  const corpActor = actorOf('corp');
  const need = await createNeed(db, corpActor, event.id, {
    title: 'Matrix need',
    description: 'Robots that inspect wind turbines',
  });
  await setNeedState(db, corpActor, need.id, 'PUBLISHED');
  ids.need = need.id;
  await generateSuggestions(db, admin, event.id);
  await publishSuggestions(ctx, event.id);
  const [match] = await needSuggestions(db, corpActor, need.id);
  ids.match = match!.id;
  await chooseSuggestion({ ...ctx, actor: corpActor }, match!.id, { choice: 'MEET' });
  const request = await requestPairing({ ...ctx, actor: actorOf('startup') }, event.id, {
    corporateId: ids.corp,
    message: 'Matrix request',
  });
  ids.pairing = request.id;
  // Meetings: a confirmed pair without a need, scheduled and published.
  await db.insert(matches).values({
    eventId: event.id,
    startupId: ids.startup,
    corporateId: ids.corp,
    source: 'ADMIN',
    state: 'CONFIRMED',
    choice: 'MEET',
  });
  await generateSchedule(db, admin, event.id);
  await publishSchedule(ctx, event.id);
  const [meeting] = await meetingsOfEvent(db, admin, event.id);
  ids.meeting = meeting!.id;
});

/** A published event, open for registration, a month from now. */
function matrixEvent() {
  const day = new Date(Date.now() + 30 * 86_400_000);
  day.setUTCHours(8, 0, 0, 0);
  const at = (h: number) => new Date(day.getTime() + h * 3_600_000).toISOString();
  return {
    name: 'Matrix Event',
    format: 'PHYSICAL',
    timezone: 'Europe/Stockholm',
    startDate: at(0),
    endDate: at(8),
    schedule: { sessions: [{ start: at(1), end: at(4) }], meetingMinutes: 20, tables: 10 },
    // The matrix startup has no profile text: with no floor it is still proposed.
    suggestionFloor: 0,
  };
}
afterAll(() => t.close());

/** An account row for one of the matrix's admin actors (they exist only as actors otherwise). */
async function adminRow({ id, adminType }: { id: string; adminType: AdminType }) {
  const row = { id, adminType, email: `${id}@matrix.test`, name: 'Matrix admin' };
  await t.database.db.insert(admins).values(row).onConflictDoNothing();
}

function actorOf(role: Role): Actor {
  switch (role) {
    case 'anonymous':
      return null;
    case 'startup':
    case 'corp':
      return { kind: 'user', id: ids[`${role}User`]!, type: role, companyId: ids[role]! };
    case 'EVENT_HOST':
      return adminOf('EVENT_HOST', { hosting: [ids.event!] });
    case 'INCUBATOR':
      return adminOf('INCUBATOR', { incubator: 'STING' });
    case 'CONSORTIUM_MEMBER':
      return adminOf('CONSORTIUM_MEMBER', { accountFilter: [ids.startup!, ids.corp!] });
    case 'ADMIN':
      return adminOf('ADMIN');
  }
}

const profile: Probe = (c) =>
  c.gql('query ($id: ID!) { companyProfile(id: $id) { id } }', { id: ids.startup });
const updateCompany =
  (key: 'startup' | 'corp'): Probe =>
  (c) =>
    c.gql(
      'mutation ($id: ID!) { updateCompany(id: $id, input: { description: "Matrix" }) { id } }',
      {
        id: ids[key],
      },
    );
const adminVar = () => ({ a: ids.someAdmin });
/** Several calls of one operation: their common outcome, or MIXED (fails either way) if not. */
async function allOf(calls: (() => Promise<string>)[]) {
  const outcomes: string[] = [];
  for (const call of calls) outcomes.push(await call());
  return new Set(outcomes).size === 1 ? outcomes[0]! : `MIXED ${outcomes.join(', ')}`;
}

const ROWS: Record<Operation, Parameters<typeof permissionMatrix>[2][Operation]> = {
  viewStartupProfile: { probe: profile },
  viewCorporateProfile: {
    probe: (c) => c.gql('query ($id: ID!) { companyProfile(id: $id) { id } }', { id: ids.corp }),
  },
  // The startup attends the host's event: its card opens for the organisers.
  viewStartupCards: {
    probe: (c) =>
      c.gql('query ($id: ID!) { startupCard(id: $id) { id name } }', { id: ids.startup }),
  },
  updateStartupProfile: {
    probe: (c) =>
      c.graph === 'startup'
        ? c.gql(
            'mutation { saveOnboardingStep(step: PITCH, input: { pitch: { pitchShort: "Matrix" } }) { id } }',
          )
        : updateCompany('startup')(c),
  },
  updateCorporateProfile: {
    probe: (c) =>
      c.graph === 'corp'
        ? c.gql(
            'mutation { updateCorporateProfile(input: { name: "Matrix Corp", country: "SE", publicBody: false }) { id } }',
          )
        : updateCompany('corp')(c),
  },
  manageTeam: { probe: (c) => c.gql('{ myTeam { id } }') },
  // Past the rights check, a JSON body is refused for not being multipart (415).
  uploadFiles: {
    probe: (c) => c.rest('POST', c.graph === 'admin' ? '/api/matrix/upload' : '/api/upload', {}),
    accepted: ['HTTP 415'],
  },
  exportOwnData: { probe: (c) => c.rest('GET', '/api/me/export') },
  // Past the rights check, a wrong current password is named (400); admins get a row first.
  changeOwnPassword: {
    probe: async (c) => {
      if (c.actor?.kind === 'admin') await adminRow(c.actor);
      const url =
        c.graph === 'admin' ? '/api/matrix/auth/updatepassword' : '/api/auth/updatepassword';
      return c.rest('POST', url, { oldPassword: 'not-the-password', newPassword: PASSWORD });
    },
    accepted: ['HTTP 400'],
  },
  // Past the rights check, a wrong password is named (the account is not deleted).
  deleteOwnAccount: {
    probe: (c) => c.gql('mutation { deleteMyAccount(password: "not-the-password") }'),
    accepted: ['BAD_REQUEST', 'BAD_USER_INPUT'],
  },
  listAccounts: { probe: (c) => c.gql('{ companies { total } }') },
  editAccounts: { probe: updateCompany('startup') },
  setActivityStatus: {
    probe: (c) =>
      c.gql(
        'mutation ($id: ID!) { setCompanyActivityStatus(companyId: $id, status: ACTIVE) { id } }',
        {
          id: ids.startup,
        },
      ),
  },
  setInnovationGrantsAccess: {
    probe: (c) =>
      c.gql(
        'mutation ($id: ID!) { setInnovationGrantsAccess(companyId: $id, value: false) { id } }',
        {
          id: ids.startup,
        },
      ),
  },
  manageBadges: {
    probe: (c) => c.gql(`mutation { createBadge(input: { name: "B ${randomUUID()}" }) { id } }`),
  },
  assignBadges: {
    probe: (c) =>
      c.gql('mutation ($c: ID!, $b: ID!) { assignBadge(companyId: $c, badgeId: $b) { id } }', {
        c: ids.startup,
        b: ids.badge,
      }),
  },
  // Every verb of the Admins page: one outcome, or MIXED when they disagree.
  manageAdmins: {
    probe: (c) =>
      allOf([
        () => c.gql('{ admins { total } }'),
        () => c.gql('query ($a: ID!) { adminAccount(id: $a) { auditTrail { id } } }', adminVar()),
        () =>
          c.gql(
            'mutation ($a: ID!) { updateAdmin(adminId: $a, input: { name: "H", adminType: EVENT_HOST }) { id } }',
            adminVar(),
          ),
        () =>
          c.gql(
            'mutation ($a: ID!) { setAdminDisabled(adminId: $a, disabled: false) { id } }',
            adminVar(),
          ),
        () => c.gql('mutation ($a: ID!) { resendAdminInvitation(adminId: $a) { id } }', adminVar()),
      ]),
  },
  signupCompany: {
    probe: (c) =>
      c.rest('POST', '/api/matrix/auth/signup-company', {
        company: { name: `Org ${c.role}`, type: 'corp', country: 'SE' },
        user: { email: `signup-${c.role.toLowerCase()}@example.test`, name: 'First Person' },
      }),
  },
  impersonate: { probe: (c) => c.rest('POST', '/api/impersonate', { userId: ids.startupUser }) },
  viewUserHistory: {
    probe: (c) => c.gql('query ($u: ID!) { userHistory(userId: $u) { id } }', { u: ids.corpUser }),
  },
  disableUsers: {
    probe: (c) =>
      c.gql('mutation ($u: ID!) { setUserDisabled(userId: $u, disabled: false) }', {
        u: ids.corpUser,
      }),
  },
  changeAdminType: {
    probe: (c) =>
      c.gql('mutation ($a: ID!) { changeAdminType(adminId: $a, adminType: EVENT_HOST) }', {
        a: ids.someAdmin,
      }),
  },
  manageMail: { probe: (c) => c.gql('{ mailMessages { total } }') },
  // Past the route's guard, an empty body is refused by the trigger (400).
  fireMailTriggers: {
    probe: (c) => c.rest('POST', '/api/mail/feedbacktrigger', {}),
    accepted: ['HTTP 400'],
  },
  fireUserMailTriggers: {
    probe: (c) => c.rest('POST', '/api/usermail/joinevent', {}),
    accepted: ['HTTP 400'],
  },
  readOwnNotifications: {
    // Reads the signed-in person's address: the matrix's admin actors get an account row first.
    probe: async (c) => {
      if (c.actor?.kind === 'admin') await adminRow(c.actor);
      return c.gql('{ unreadNotificationCount }');
    },
  },
  viewPageViews: { probe: (c) => c.gql('{ topPages { path } }') },
  viewEvents: {
    probe: (c) => c.gql('query ($id: ID!) { event(id: $id) { id status } }', { id: ids.event }),
  },
  createEvents: {
    probe: (c) =>
      c.gql('mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }', {
        input: matrixEvent(),
      }),
  },
  editEvents: {
    probe: (c) => c.gql('mutation ($id: ID!) { publishEvent(id: $id) { id } }', { id: ids.event }),
  },
  joinEvents: {
    probe: (c) =>
      c.gql('mutation ($id: ID!) { joinEvent(eventId: $id) { state } }', { id: ids.event }),
  },
  viewAttendees: {
    probe: (c) =>
      c.gql('query ($id: ID!) { eventAttendees(eventId: $id) { total } }', { id: ids.event }),
  },
  addCorporateAttendees: {
    probe: (c) =>
      c.gql(
        'mutation ($e: ID!, $c: [ID!]!) { addEventAttendees(eventId: $e, companyIds: $c) { id } }',
        {
          e: ids.event,
          c: [ids.corp],
        },
      ),
  },
  addStartupAttendees: {
    probe: (c) =>
      c.gql(
        'mutation ($e: ID!, $c: [ID!]!) { addEventAttendees(eventId: $e, companyIds: $c) { id } }',
        {
          e: ids.event,
          c: [ids.startup],
        },
      ),
  },
  decideAttendance: {
    probe: (c) =>
      c.gql('mutation ($a: ID!) { decideAttendance(attendanceId: $a, approve: true) { state } }', {
        a: ids.startupAttendance,
      }),
  },
  // Past the rights check, a JSON body is refused for not being multipart (415).
  importAttendees: {
    probe: (c) => c.rest('POST', `/api/matrix/events/${ids.event}/import`, {}),
    accepted: ['HTTP 415'],
  },
  // A row naming an existing corporate with a new person: past the rights check it is planned as
  // a new person; a host's row is refused (the import answers 200 with the row's problem).
  addCompanyPeople: {
    probe: async (c) => {
      const file = `email,name,organisation,country,type\nnew-${c.role.toLowerCase()}@matrix.test,New,Matrix Corp,SE,corp\n`;
      const body = multipart([
        { name: 'file', filename: 'p.csv', type: 'text/csv', data: Buffer.from(file) },
      ]);
      const res = await c.app.inject({
        method: 'POST',
        url: `/api/matrix/events/${ids.event}/import`,
        headers: {
          'content-type': body.contentType,
          ...(c.actor ? { 'x-test-actor': JSON.stringify(c.actor) } : {}),
        },
        payload: body.payload,
      });
      if (res.statusCode !== 200) return `HTTP ${res.statusCode}`;
      const row = (res.json() as { rows: { action: string | null }[] }).rows[0];
      return row?.action === 'newPerson' ? 'OK' : 'FORBIDDEN';
    },
  },
  setAvailability: {
    probe: (c) =>
      c.graph === 'startup' || c.graph === 'corp'
        ? c.gql('mutation ($e: ID!) { setMyAvailability(eventId: $e, slots: [0]) { id } }', {
            e: ids.event,
          })
        : c.gql(
            'mutation ($a: ID!) { setAttendanceAvailability(attendanceId: $a, slots: [1]) { id } }',
            {
              a: ids.startupAttendance,
            },
          ),
  },
  viewNeeds: {
    probe: (c) => c.gql('query ($e: ID!) { needs(eventId: $e) { id } }', { e: ids.event }),
  },
  manageNeeds: {
    probe: (c) =>
      c.gql(
        'mutation ($n: ID!) { updateNeed(needId: $n, input: { title: "Matrix need", description: "Robots that inspect wind turbines" }) { id } }',
        { n: ids.need },
      ),
  },
  applyToNeeds: {
    probe: (c) =>
      c.gql('mutation ($n: ID!) { applyToNeed(needId: $n, note: "We do this") { id } }', {
        n: ids.need,
      }),
  },
  curateSuggestions: {
    probe: (c) => c.gql('query ($e: ID!) { eventMatches(eventId: $e) { id } }', { e: ids.event }),
  },
  // The corporate chose MEET in the set-up: choosing it again answers the same.
  chooseSuggestions: {
    probe: (c) =>
      c.gql('mutation ($m: ID!) { chooseSuggestion(matchId: $m, choice: MEET) { state } }', {
        m: ids.match,
      }),
  },
  respondToSelections: {
    probe: (c) =>
      c.gql('mutation ($m: ID!) { respondToSelection(matchId: $m, accept: true) { state } }', {
        m: ids.match,
      }),
  },
  // A second identical pending request answers the first (the incubator names its startup).
  requestPairings: {
    probe: (c) =>
      c.gql(
        'mutation ($e: ID!, $c: ID!, $s: ID) { requestPairing(eventId: $e, input: { corporateId: $c, message: "Matrix request" }, startupId: $s) { id } }',
        { e: ids.event, c: ids.corp, s: c.graph === 'admin' ? ids.startup : null },
      ),
  },
  answerPairings: {
    probe: (c) =>
      c.gql('mutation ($r: ID!) { answerPairing(requestId: $r, accept: false) { state } }', {
        r: ids.pairing,
      }),
  },
  // Re-running keeps the published meeting where it is.
  scheduleMeetings: {
    probe: (c) =>
      c.gql('mutation ($e: ID!) { generateSchedule(eventId: $e) { placed } }', { e: ids.event }),
  },
  // Cancelling a cancelled meeting answers the same.
  changeMeetingStatus: {
    probe: (c) =>
      c.gql(
        'mutation ($m: ID!) { setMeetingStatus(meetingId: $m, status: CANCELLED, reason: "Matrix") { status } }',
        { m: ids.meeting },
      ),
  },
  // A held meeting; each probe's rating is removed after it, so every allowed role rates.
  rateMeetingStartupSide: { probe: (c) => rateSide(c, 'STARTUP') },
  rateMeetingCorpSide: { probe: (c) => rateSide(c, 'CORPORATE') },
  viewMeetings: { probe: (c) => c.rest('GET', `/api/meetings/${ids.meeting}/ics`) },
  recordFollowUps: {
    probe: async (c) =>
      c.gql(
        'mutation ($m: ID!) { recordFollowUp(meetingId: $m, input: { result: VALUABLE_CONTACT, source: "Matrix call" }) { id } }',
        { m: await heldMeeting() },
      ),
  },
  // Each organiser creates within its reach (a host for its event, an incubator for its
  // startups) and lists what it manages; participants have no createResource on their graphs.
  useResources: {
    probe: (c) => {
      const create = () =>
        c.gql('mutation ($input: ResourceInput!) { createResource(input: $input) { id } }', {
          input: {
            title: `Matrix resource ${c.role}`,
            link: 'https://example.com/matrix',
            ...(c.role === 'INCUBATOR'
              ? { audience: 'INCUBATOR' }
              : { audience: 'EVENT', eventId: ids.event }),
          },
        });
      return c.graph === 'admin'
        ? allOf([create, () => c.gql('{ managedResources { total } }')])
        : create();
    },
  },
  viewReports: {
    probe: (c) =>
      c.gql('query ($e: ID!) { funnel(filter: { eventId: $e }) { held } }', { e: ids.event }),
  },
  viewOwnResults: {
    probe: (c) => c.gql('query ($e: ID!) { myFunnel(eventId: $e) { held } }', { e: ids.event }),
  },
  viewOwnHome: {
    probe: (c) => c.gql('{ myHome { pendingActions { kind count } openEvents { canJoin } } }'),
  },
  // Past the rights check, terms of an unknown version are refused by name (nothing saved).
  completeFirstStep: {
    probe: (c) =>
      c.gql('mutation { completeFirstStep(name: "Matrix", termsVersion: "1999") { next } }'),
    accepted: ['BAD_REQUEST'],
  },
  exportMatches: {
    probe: (c) => c.rest('GET', `/api/export/matches?eventId=${ids.event}&format=csv`),
  },
  // The matrix pair has a selected match: either side opens their conversation and writes.
  useConversations: {
    probe: async (c) => {
      const other = c.role === 'startup' ? ids.corp : c.role === 'corp' ? ids.startup : ids.corp;
      const opened = await c.gql(
        'mutation ($c: ID!, $e: ID!) { openConversation(companyId: $c, eventId: $e) { id } }',
        { c: other, e: ids.event },
      );
      if (opened !== 'OK') return opened;
      return c.gql('{ myConversations { id unread } unreadMessageCount }');
    },
  },
  // The organisers of the matrix event list its conversations (the pair's among them).
  talkToParticipants: {
    probe: (c) =>
      c.gql('query ($e: ID!) { eventConversations(eventId: $e) { id kind messageCount } }', {
        e: ids.event,
      }),
  },
  // The admin's own read-API tokens (a full ADMIN sees every admin's).
  manageApiTokens: { probe: (c) => c.gql('{ apiTokens { id name active } }') },
  manageWebhooks: { probe: (c) => c.gql('{ webhooks { id url enabled } }') },
  manageIdentityProviders: { probe: (c) => c.gql('{ identityProviders { id name } }') },
  setEventReminders: {
    probe: (c) =>
      c.gql('mutation ($e: ID!) { setEventReminders(eventId: $e, minutes: 15) { id } }', {
        e: ids.event,
      }),
  },
  checkInPeople: {
    probe: (c) =>
      c.gql('query ($e: ID!) { checkInList(eventId: $e) { userId } }', { e: ids.event }),
  },
  // Past the rights check: the matrix meeting is each side's next one (OK), or the status probe
  // has cancelled it already and it is neither current nor next (409).
  reportRunningLate: {
    probe: (c) =>
      c.gql('mutation ($m: ID!) { reportRunningLate(meetingId: $m, minutes: 5) { minutes } }', {
        m: ids.meeting,
      }),
    accepted: ['OK', 'CONFLICT'],
  },
  manageVenueScreens: {
    probe: (c) =>
      c.gql('query ($e: ID!) { venueScreen(eventId: $e) { active } }', { e: ids.event }),
  },
  // Setting the scheduling mode to what it is changes nothing.
  manageBooking: {
    probe: (c) =>
      c.gql(
        'mutation ($e: ID!) { setBookingSettings(eventId: $e, input: { schedulingMode: ORGANISER }) { schedulingMode } }',
        { e: ids.event },
      ),
  },
  bookMeetings: {
    probe: (c) =>
      c.gql('query ($e: ID!) { myBookingRequests(eventId: $e) { id } }', { e: ids.event }),
  },
  manageOwnReminders: {
    probe: (c) =>
      c.gql('mutation ($e: ID!) { setMyReminders(eventId: $e, enabled: true) { enabled } }', {
        e: ids.event,
      }),
  },
  // Past the rights check, an unknown provider is refused by name (400).
  sendGrantAgreement: {
    probe: (c) =>
      c.rest('POST', `/api/matrix/grants/${randomUUID()}/agreement`, { provider: 'fax' }),
    accepted: ['HTTP 400'],
  },
  // Past the rights check, a body without the application is refused by name (400).
  archiveGrantAgreements: {
    probe: (c) => c.rest('POST', '/api/scrive/archive', {}),
    accepted: ['HTTP 400'],
  },
  // The agreement of the matrix pair's application (none sent: `agreement: null`), read in the
  // admin console or the party's own area, while the companies have grants access.
  viewGrantAgreements: {
    probe: async (c) => {
      const id = await pairApplication();
      const area = c.graph === 'admin' ? '/api/matrix/grants' : '/api/grants';
      return c.rest('GET', `${area}/${id}/agreement`);
    },
  },
  // Past the rights check, the matrix pair's application has no agreement sent yet (409).
  signOwnGrantAgreement: {
    probe: async (c) => {
      const id = await pairApplication();
      const area = c.graph === 'admin' ? '/api/matrix/grants' : '/api/grants';
      return c.rest('POST', `${area}/${id}/agreement/signlink`, {});
    },
    accepted: ['HTTP 409'],
  },
  // Past the rights check, a JSON body is refused for not being a PDF (415).
  verifySignedCopies: {
    probe: (c) => c.rest('POST', '/api/signing/verify', {}),
    accepted: ['HTTP 415'],
  },
  // The matrix companies get grants access first (setInnovationGrantsAccess above takes the
  // startup's away): a startup drafts, a corporate lists, admins open the review queue.
  useInnovationGrants: {
    probe: async (c) => {
      await t.database.db
        .update(companies)
        .set({ hasAccessInnovationGrants: true })
        .where(inArray(companies.id, [ids.startup!, ids.corp!]));
      if (c.role === 'startup') {
        return c.gql('mutation { createGrantApplication(input: { title: "Matrix" }) { id } }');
      }
      if (c.graph === 'admin') return c.gql('{ grantQueue { total } }');
      return c.gql('{ grantApplications { id } }');
    },
  },
};

/** A grant application of the matrix pair (made once), its companies given grants access. */
let application: Promise<string> | null = null;
async function pairApplication() {
  const db = t.database.db;
  await db
    .update(companies)
    .set({ hasAccessInnovationGrants: true })
    .where(inArray(companies.id, [ids.startup!, ids.corp!]));
  application ??= db
    .insert(grantApplications)
    .values({ startupId: ids.startup!, corporateId: ids.corp!, title: 'Matrix agreement' })
    .returning({ id: grantApplications.id })
    .then(([row]) => row!.id);
  return application;
}

/**
 * A held meeting of the matrix pair (the need's match): its meeting if an earlier probe made one,
 * else a row written for it; held two hours ago either way.
 */
let held: Promise<string> | null = null;
function heldMeeting() {
  held ??= (async () => {
    const start = new Date(Date.now() - 2 * 3_600_000);
    const end = new Date(start.getTime() + 20 * 60_000);
    const row = {
      status: 'HELD' as const,
      startsAt: start,
      endsAt: end,
      tableNo: 9,
      shownStatus: 'HELD' as const,
      shownStartsAt: start,
      shownEndsAt: end,
      shownTableNo: 9,
      publishedAt: start,
    };
    const db = t.database.db;
    const [existing] = await db
      .update(meetings)
      .set(row)
      .where(eq(meetings.matchId, ids.match!))
      .returning({ id: meetings.id });
    if (existing) return existing.id;
    const [inserted] = await db
      .insert(meetings)
      .values({
        ...row,
        eventId: ids.event!,
        matchId: ids.match!,
        startupId: ids.startup!,
        corporateId: ids.corp!,
      })
      .returning({ id: meetings.id });
    return inserted!.id;
  })();
  return held;
}
/** Rates one side as the role: participants their own side (no `side`), others name it. */
async function rateSide(c: MatrixCall, side: 'STARTUP' | 'CORPORATE') {
  const m = await heldMeeting();
  const named = c.graph === 'admin' || (c.graph === 'startup') !== (side === 'STARTUP');
  const result = await c.gql(
    `mutation ($m: ID!${named ? ', $s: RatingSide' : ''}) { rateMeeting(meetingId: $m${named ? ', side: $s' : ''}, input: { score: 4, comment: "Matrix", wantsFollowUp: true }) { id } }`,
    named ? { m, s: side } : { m },
  );
  await t.database.db.delete(meetingRatings).where(eq(meetingRatings.meetingId, m));
  return result;
}

let fields: Set<string> | null = null;
function graphFields() {
  if (fields) return fields;
  fields = new Set<string>();
  for (const schema of Object.values(buildGraphs())) {
    for (const type of [schema.getQueryType(), schema.getMutationType()]) {
      for (const name of Object.keys(type?.getFields() ?? {})) fields.add(name);
    }
  }
  return fields;
}

describe('the permission table, every operation × every role (SPEC §6)', () => {
  permissionMatrix(() => t.app, actorOf, ROWS, graphFields);
});

/**
 * The company directory follows the two profile rows: a role whose reach goes
 * beyond its own company finds the target there; its own company is never listed; any other role
 * is refused (no directory, e.g. EVENT_HOST) or does not find it (an INCUBATOR and corporates).
 */
const DIRECTORY_ROWS = [
  ['viewStartupProfile', 'startup', 'Matrix Startup'],
  ['viewCorporateProfile', 'corp', 'Matrix Corp'],
] as const;

describe('the company directory × every role (SPEC §6 profile rows)', () => {
  for (const [operation, key, name] of DIRECTORY_ROWS) {
    it.each([...ROLES])(`${operation} in companyDirectory × %s`, async (role) => {
      const graph =
        role === 'anonymous'
          ? '/api/public'
          : role === 'startup' || role === 'corp'
            ? role
            : 'admin';
      const { body } = await gqlAs(
        t.app,
        graph,
        actorOf(role),
        'query ($s: String) { companyDirectory(filter: { search: $s }) { items { id } } }',
        { s: name },
      );
      const result = outcome(body);
      const listed = (
        body.data?.companyDirectory as { items: { id: string }[] } | undefined
      )?.items.some((c) => c.id === ids[key]);
      const reach = reachOf(role, operation);
      if (reach !== false && reach !== 'own') {
        expect([result, listed], `${role} finds ${name}`).toEqual(['OK', true]);
      } else if (result === 'OK') {
        expect(listed, `${role} must not find ${name}`).toBe(false);
      } else {
        expect(REFUSED.has(result), `${role}: ${result}`).toBe(true);
      }
    });
  }
});
