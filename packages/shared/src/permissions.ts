import type { AdminType, UserType } from './roles.ts';

/**
 * SPEC §6 as data: one table of role × operation → how far the operation reaches (false: not
 * allowed). The web hides what this table refuses; the server enforces it regardless, with the
 * reach turned into WHERE clauses (modules/<domain>/*.policy.ts). Anything not listed is denied.
 */
export const ROLES = [
  'anonymous',
  'startup',
  'corp',
  'ADMIN',
  'EVENT_HOST',
  'INCUBATOR',
  'CONSORTIUM_MEMBER',
] as const;
export type Role = (typeof ROLES)[number];

/**
 * - all: every row
 * - own: the caller's own company (or own account)
 * - ownIncubator: startups whose incubator is the admin's, by name or mapped identifier
 * - ownIncubatorNotAlumni: the same, but not with status "Alumni from an incubator" (SPEC §5)
 * - accountFilter: the companies in the CONSORTIUM_MEMBER's account filter (id list)
 * - hostedEvents: what belongs to the EVENT_HOST's hosted events
 * - activeStartups: ACTIVE startup accounts of the admin's incubator (add-attendee filter)
 * - withGrantsAccess: only with the hasAccessInnovationGrants flag
 * - published: published events (drafts are for the organisers)
 * - publishedInCountry: published events open to the caller's country (SPEC §5 restrictedTo)
 */
export type Reach =
  | false
  | 'all'
  | 'own'
  | 'ownIncubator'
  | 'ownIncubatorNotAlumni'
  | 'accountFilter'
  | 'hostedEvents'
  | 'activeStartups'
  | 'withGrantsAccess'
  | 'published'
  | 'publishedInCountry';

type Row = Partial<Record<Role, Reach>>;

const PERMISSION_TABLE = {
  // Profiles. EVENT_HOST cannot view profiles (canViewProfile is false).
  viewStartupProfile: {
    startup: 'own',
    corp: 'all',
    ADMIN: 'all',
    INCUBATOR: 'ownIncubator',
    CONSORTIUM_MEMBER: 'accountFilter',
  },
  viewCorporateProfile: {
    startup: 'all',
    corp: 'own',
    ADMIN: 'all',
    CONSORTIUM_MEMBER: 'accountFilter',
  },
  // A read-only card of a startup (pitch, description, labels, stage, place) for the organisers
  // of the events it takes part in or registered for: opened from curation and approvals. It is
  // not the profile page: EVENT_HOST still cannot view profiles (no people, deck or directory).
  viewStartupCards: { ADMIN: 'all', EVENT_HOST: 'hostedEvents' },
  updateStartupProfile: { startup: 'own', ADMIN: 'all', INCUBATOR: 'ownIncubatorNotAlumni' },
  updateCorporateProfile: { corp: 'own', ADMIN: 'all' },
  manageTeam: { startup: 'own', corp: 'own' },
  uploadFiles: { startup: 'own', corp: 'own', ADMIN: 'all', INCUBATOR: 'ownIncubatorNotAlumni' },
  exportOwnData: { startup: 'own', corp: 'own' },
  // Every signed-in person changes their own password (SPEC §7 updatepassword).
  changeOwnPassword: {
    startup: 'own',
    corp: 'own',
    ADMIN: 'own',
    EVENT_HOST: 'own',
    INCUBATOR: 'own',
    CONSORTIUM_MEMBER: 'own',
  },
  deleteOwnAccount: { startup: 'own', corp: 'own' },
  // Admin accounts console. CONSORTIUM_MEMBER counts as any-admin: it reads its filter only.
  listAccounts: {
    ADMIN: 'all',
    EVENT_HOST: 'hostedEvents',
    INCUBATOR: 'ownIncubator',
    CONSORTIUM_MEMBER: 'accountFilter',
  },
  editAccounts: { ADMIN: 'all', INCUBATOR: 'ownIncubatorNotAlumni' },
  // A status change is an update: an incubator may not change an alumni's (SPEC §5).
  setActivityStatus: { ADMIN: 'all', INCUBATOR: 'ownIncubatorNotAlumni' },
  setInnovationGrantsAccess: { ADMIN: 'all' },
  manageBadges: { ADMIN: 'all' },
  assignBadges: { ADMIN: 'all' },
  manageAdmins: { ADMIN: 'all' },
  signupCompany: { ADMIN: 'all' },
  impersonate: { ADMIN: 'all' },
  // A person's history: who viewed the app as them, and when (the admins who may do it read it).
  viewUserHistory: { ADMIN: 'all' },
  disableUsers: { ADMIN: 'all' },
  changeAdminType: { ADMIN: 'all' },
  // The Outbox shows every mail (its data and links) and resends: full ADMIN only.
  manageMail: { ADMIN: 'all' },
  // SPEC §7 mail triggers: /api/mail/{trigger} for organisers, /api/usermail/{trigger} for
  // companies; each trigger then narrows who may fire it (its `allow`).
  fireMailTriggers: { ADMIN: 'all', EVENT_HOST: 'hostedEvents' },
  fireUserMailTriggers: { startup: 'own', corp: 'own' },
  // In-app notifications (decision 064): every signed-in person reads and marks their own.
  readOwnNotifications: {
    startup: 'own',
    corp: 'own',
    ADMIN: 'own',
    EVENT_HOST: 'own',
    INCUBATOR: 'own',
    CONSORTIUM_MEMBER: 'own',
  },
  // Which paths of the web app are viewed (counts only): any admin kind reads them.
  viewPageViews: { ADMIN: 'all', EVENT_HOST: 'all', INCUBATOR: 'all', CONSORTIUM_MEMBER: 'all' },
  // Events. Startups see a restricted event only from a listed country (SPEC §5);
  // EVENT_HOST sees and manages only the events in its `hosting` list; drafts are for ADMIN and
  // the event's hosts. Only ADMIN creates, edits, publishes events and assigns hosts.
  viewEvents: {
    anonymous: 'published',
    startup: 'publishedInCountry',
    corp: 'published',
    ADMIN: 'all',
    EVENT_HOST: 'hostedEvents',
    INCUBATOR: 'published',
    CONSORTIUM_MEMBER: 'published',
  },
  createEvents: { ADMIN: 'all' },
  editEvents: { ADMIN: 'all' },
  // A startup registers itself (joinEvent, withdrawFromEvent).
  joinEvents: { startup: 'own' },
  // The participants of an event: organisers all of them, an incubator its startups, a
  // consortium member the companies of its filter.
  viewAttendees: {
    ADMIN: 'all',
    EVENT_HOST: 'hostedEvents',
    INCUBATOR: 'ownIncubator',
    CONSORTIUM_MEMBER: 'accountFilter',
  },
  addCorporateAttendees: { ADMIN: 'all', EVENT_HOST: 'hostedEvents' },
  addStartupAttendees: { ADMIN: 'all', EVENT_HOST: 'hostedEvents', INCUBATOR: 'activeStartups' },
  // Approve or decline a registration; import a participants file.
  decideAttendance: { ADMIN: 'all', EVENT_HOST: 'hostedEvents' },
  importAttendees: { ADMIN: 'all', EVENT_HOST: 'hostedEvents' },
  // Creating a person inside an organisation that already exists (an import row naming it) is
  // managing that organisation's team: full ADMIN only. A host's row may add it to the event.
  addCompanyPeople: { ADMIN: 'all' },
  // The slots a participant cannot attend: the company itself or the event's organisers.
  setAvailability: { startup: 'own', corp: 'own', ADMIN: 'all', EVENT_HOST: 'hostedEvents' },
  // Matchmaking. A corporate manages the needs of events it attends; startups that
  // attend read the published ones and apply; organisers curate and publish suggestions.
  viewNeeds: { startup: 'own', corp: 'own', ADMIN: 'all', EVENT_HOST: 'hostedEvents' },
  manageNeeds: { corp: 'own', ADMIN: 'all', EVENT_HOST: 'hostedEvents' },
  applyToNeeds: { startup: 'own' },
  curateSuggestions: { ADMIN: 'all', EVENT_HOST: 'hostedEvents' },
  chooseSuggestions: { corp: 'own' },
  respondToSelections: { startup: 'own' },
  requestPairings: { startup: 'own', ADMIN: 'all', INCUBATOR: 'activeStartups' },
  answerPairings: { corp: 'own', ADMIN: 'all', EVENT_HOST: 'hostedEvents' },
  // Meetings, resources, grants (other issues; listed so the table is the whole §6).
  // Reading a meeting (its .ics): a company its own published ones, an incubator its startups',
  // organisers their events'.
  viewMeetings: {
    startup: 'own',
    corp: 'own',
    ADMIN: 'all',
    EVENT_HOST: 'hostedEvents',
    INCUBATOR: 'ownIncubator',
  },
  scheduleMeetings: { ADMIN: 'all', EVENT_HOST: 'hostedEvents' },
  changeMeetingStatus: {
    ADMIN: 'all',
    EVENT_HOST: 'hostedEvents',
    INCUBATOR: 'ownIncubator',
    corp: 'own',
  },
  rateMeetingStartupSide: {
    startup: 'own',
    ADMIN: 'all',
    EVENT_HOST: 'hostedEvents',
    INCUBATOR: 'ownIncubator',
  },
  rateMeetingCorpSide: { corp: 'own', ADMIN: 'all', EVENT_HOST: 'hostedEvents' },
  /** Organisers record what came of a meeting (learned by other means) and set the second stage. */
  recordFollowUps: { ADMIN: 'all', EVENT_HOST: 'hostedEvents' },
  useResources: { ADMIN: 'all', EVENT_HOST: 'hostedEvents', INCUBATOR: 'ownIncubator' },
  useInnovationGrants: { ADMIN: 'all', startup: 'withGrantsAccess', corp: 'withGrantsAccess' },
  // Grant agreements (docs/decisions/062): the programme sends them and archives them once
  // signed; the programme and the two parties' users (with grants access) read them and their
  // files (modules/signing/signing.policy.ts).
  sendGrantAgreement: { ADMIN: 'all' },
  archiveGrantAgreements: { ADMIN: 'all' },
  viewGrantAgreements: { ADMIN: 'all', startup: 'withGrantsAccess', corp: 'withGrantsAccess' },
  // "Sign now" on the agreement page: the signer's own signing link, for the person whose
  // signature the agreement waits for (modules/signing/own-link.service.ts).
  signOwnGrantAgreement: {
    ADMIN: 'all',
    startup: 'withGrantsAccess',
    corp: 'withGrantsAccess',
  },
  // Is this PDF a signed original? Any signed-in account may check a copy it holds.
  verifySignedCopies: {
    startup: 'all',
    corp: 'all',
    ADMIN: 'all',
    EVENT_HOST: 'all',
    INCUBATOR: 'all',
    CONSORTIUM_MEMBER: 'all',
  },
  // Reports: the programme funnel in each admin's reach (an incubator's startups, a
  // consortium member's filter); a participant its own results; the matches export organisers.
  viewReports: {
    ADMIN: 'all',
    EVENT_HOST: 'hostedEvents',
    INCUBATOR: 'ownIncubator',
    CONSORTIUM_MEMBER: 'accountFilter',
  },
  viewOwnResults: { startup: 'own', corp: 'own' },
  // The home page: the own company's next meeting, what waits for it, open events.
  viewOwnHome: { startup: 'own', corp: 'own' },
  // The first step before onboarding (own name and the terms) of a person from a mailed link.
  completeFirstStep: { startup: 'own', corp: 'own' },
  exportMatches: { ADMIN: 'all', EVENT_HOST: 'hostedEvents' },
  // Conversations (docs/decisions/097): the members of a company talk with a company they have a
  // match, a pairing request or a meeting with at an event; every member of both teams reads it.
  useConversations: { startup: 'own', corp: 'own' },
  // Organisers (docs/decisions/110): the hosts of an event (ADMIN everywhere) see who talks to
  // whom at it and the reports of abuse, write to any participant and announce to all. INCUBATOR
  // and CONSORTIUM_MEMBER organise no event: none.
  talkToParticipants: { ADMIN: 'all', EVENT_HOST: 'hostedEvents' },
  // Integrations: an admin makes read-API tokens for itself; a token reads with its maker's reach
  // (an EVENT_HOST's token only its hosted events), narrowed by the token's scopes. Webhooks and
  // identity providers concern the whole programme: full ADMIN only.
  manageApiTokens: { ADMIN: 'all', EVENT_HOST: 'own' },
  manageWebhooks: { ADMIN: 'all' },
  manageIdentityProviders: { ADMIN: 'all' },
  // Reminders before meetings: the organisers set the lead; each person may opt out of them.
  setEventReminders: { ADMIN: 'all', EVENT_HOST: 'hostedEvents' },
  manageOwnReminders: { startup: 'own', corp: 'own' },
  // QR check-in at the venue: the organisers mark people arrived.
  checkInPeople: { ADMIN: 'all', EVENT_HOST: 'hostedEvents' },
  // The live day (decision 108): a participant tells the other side of its current or next
  // meeting it runs late; the organisers make and revoke the venue screen's secret link.
  reportRunningLate: { startup: 'own', corp: 'own' },
  manageVenueScreens: { ADMIN: 'all', EVENT_HOST: 'hostedEvents' },
  // Booking by participants (docs/decisions/109): the organisers set how an event is
  // scheduled; participants of an event that lets them book request, accept and decline meetings.
  manageBooking: { ADMIN: 'all', EVENT_HOST: 'hostedEvents' },
  bookMeetings: { startup: 'own', corp: 'own' },
} as const satisfies Record<string, Row>;

export type Operation = keyof typeof PERMISSION_TABLE;
export const OPERATIONS = Object.keys(PERMISSION_TABLE) as Operation[];

/** How far `op` reaches for `role`; false when the role may not do it at all. */
export function reachOf(role: Role, op: Operation): Reach {
  return (PERMISSION_TABLE[op] as Row)[role] ?? false;
}

/** Whether `role` may do `op` at all (some reach, however narrow). */
export function can(role: Role, op: Operation): boolean {
  return reachOf(role, op) !== false;
}

/** SPEC §6 "canViewProfile": may this role open any company profile? */
export function canViewProfile(role: Role): boolean {
  return can(role, 'viewStartupProfile') || can(role, 'viewCorporateProfile');
}

/** The role of a session user (SPEC §3) or server actor; null/undefined is anonymous. */
export function roleOf(
  who:
    | {
        admin?: boolean;
        kind?: 'user' | 'admin';
        type?: UserType | null;
        adminType?: AdminType | null;
      }
    | null
    | undefined,
): Role {
  if (!who) return 'anonymous';
  if (who.admin || who.kind === 'admin') return who.adminType ?? 'anonymous';
  return who.type ?? 'anonymous';
}
