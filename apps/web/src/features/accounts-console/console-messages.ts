import type { ActivityStatus, AdminType } from '../../gql/admin.ts';
import { defineMessages, type Message } from '../../lib/messages.ts';

/** Words of the accounts console's enums (their English is labels.ts's). */
export const STATUS_WORD: Record<ActivityStatus, Message> = defineMessages({
  ACTIVE: { id: 'console.status.active', defaultMessage: 'Active' },
  PENDING: { id: 'console.status.pending', defaultMessage: 'Pending' },
  INACTIVE: { id: 'console.status.inactive', defaultMessage: 'Inactive' },
});

export const ADMIN_TYPE_WORD: Record<AdminType, Message> = defineMessages({
  ADMIN: { id: 'console.adminType.admin', defaultMessage: 'Admin' },
  EVENT_HOST: { id: 'console.adminType.eventHost', defaultMessage: 'Event host' },
  INCUBATOR: { id: 'console.adminType.incubator', defaultMessage: 'Incubator' },
  CONSORTIUM_MEMBER: {
    id: 'console.adminType.consortiumMember',
    defaultMessage: 'Consortium member',
  },
});

export const TYPE_WORD = defineMessages({
  startup: { id: 'console.type.startup', defaultMessage: 'Startup' },
  corp: { id: 'console.type.corp', defaultMessage: 'Corporate' },
});

/** The texts of the companies and users lists and their row actions. */
export const cm = defineMessages({
  companies: { id: 'console.companies.title', defaultMessage: 'Companies' },
  companiesText: {
    id: 'console.companies.text',
    defaultMessage: 'Startups and corporates of the programme.',
  },
  noCompanyMatch: {
    id: 'console.companies.noMatch',
    defaultMessage: 'No company matches these filters',
  },
  noCompanies: { id: 'console.companies.none', defaultMessage: 'No companies to show' },
  tryShorter: {
    id: 'console.companies.tryShorter',
    defaultMessage: 'Try a shorter search or clear a filter.',
  },
  hostedNone: {
    id: 'console.companies.hostedNone',
    defaultMessage:
      'You see the accounts of the events you host. None of your events has attendees yet.',
  },
  appear: {
    id: 'console.companies.appear',
    defaultMessage: 'Companies appear here when they register or are added by an admin.',
  },
  companyNoun: {
    id: 'console.companies.noun',
    defaultMessage: '{count, plural, one {company} other {companies}}',
  },
  search: { id: 'console.search', defaultMessage: 'Search' },
  companyName: { id: 'console.companies.companyName', defaultMessage: 'Company name' },
  type: { id: 'console.type', defaultMessage: 'Type' },
  any: { id: 'console.any', defaultMessage: 'Any' },
  startups: { id: 'console.startups', defaultMessage: 'Startups' },
  corporates: { id: 'console.corporates', defaultMessage: 'Corporates' },
  status: { id: 'console.status', defaultMessage: 'Status' },
  incubator: { id: 'console.incubator', defaultMessage: 'Incubator' },
  country: { id: 'console.country', defaultMessage: 'Country' },
  grantsAccess: { id: 'console.grantsAccess', defaultMessage: 'Grants access' },
  hasAccess: { id: 'console.hasAccess', defaultMessage: 'Has access' },
  noAccess: { id: 'console.noAccess', defaultMessage: 'No access' },
  badge: { id: 'console.badge', defaultMessage: 'Badge' },
  noBadges: { id: 'console.noBadges', defaultMessage: 'No badges yet' },
  company: { id: 'console.company', defaultMessage: 'Company' },
  badges: { id: 'console.badges', defaultMessage: 'Badges' },
  joined: { id: 'console.joined', defaultMessage: 'Joined' },
  grantsTitle: {
    id: 'console.grantsTitle',
    defaultMessage: 'Has access to innovation grants',
  },
  grants: { id: 'console.grants', defaultMessage: 'Grants' },
  alumni: { id: 'console.alumni', defaultMessage: 'Alumni' },
  // Users
  users: { id: 'console.users.title', defaultMessage: 'Users' },
  usersText: {
    id: 'console.users.text',
    defaultMessage: 'Everyone who signs in for a startup or a corporate.',
  },
  nameOrEmail: { id: 'console.users.nameOrEmail', defaultMessage: 'Name or e-mail' },
  startupPeople: { id: 'console.users.startupPeople', defaultMessage: 'Startup people' },
  corporatePeople: { id: 'console.users.corporatePeople', defaultMessage: 'Corporate people' },
  noUsers: { id: 'console.users.none', defaultMessage: 'No users to show' },
  clearFilter: {
    id: 'console.users.clearFilter',
    defaultMessage: 'Try a shorter search or clear the filter.',
  },
  peopleAppear: {
    id: 'console.users.appear',
    defaultMessage: 'People appear here when their company joins.',
  },
  userNoun: {
    id: 'console.users.noun',
    defaultMessage: '{count, plural, one {user} other {users}}',
  },
  person: { id: 'console.users.person', defaultMessage: 'Person' },
  email: { id: 'console.users.email', defaultMessage: 'E-mail' },
  state: { id: 'console.users.state', defaultMessage: 'State' },
  actions: { id: 'console.actions', defaultMessage: 'Actions' },
  disabled: { id: 'console.users.disabled', defaultMessage: 'Disabled' },
  invited: { id: 'console.users.invited', defaultMessage: 'Invited' },
  unverified: { id: 'console.users.unverified', defaultMessage: 'Unverified' },
  onboarding: { id: 'console.users.onboarding', defaultMessage: 'Onboarding' },
  active: { id: 'console.users.active', defaultMessage: 'Active' },
  // Scope notes
  ownIncubator: {
    id: 'console.scope.ownIncubator',
    defaultMessage: 'Startups of your incubator{named, select, yes { ({incubator})} other {}}.',
  },
  accountFilter: {
    id: 'console.scope.accountFilter',
    defaultMessage: 'The accounts of your consortium filter, read-only.',
  },
  hostedEvents: {
    id: 'console.scope.hostedEvents',
    defaultMessage: 'Accounts taking part in the events you host.',
  },
  // Row actions
  register: { id: 'console.register', defaultMessage: 'Register an organisation' },
  disable: { id: 'console.disable', defaultMessage: 'Disable' },
  enable: { id: 'console.enable', defaultMessage: 'Enable' },
  disableTitle: { id: 'console.disableTitle', defaultMessage: 'Disable {name}?' },
  enableTitle: { id: 'console.enableTitle', defaultMessage: 'Enable {name}?' },
  disableText: {
    id: 'console.disableText',
    defaultMessage:
      'They are signed out at once and cannot sign in until enabled again. Their company and its records stay.',
  },
  enableText: {
    id: 'console.enableText',
    defaultMessage: 'They can sign in again with their password.',
  },
  disableNamed: { id: 'console.disableNamed', defaultMessage: 'Disable {name}' },
  enableNamed: { id: 'console.enableNamed', defaultMessage: 'Enable {name}' },
  viewAs: { id: 'console.viewAs', defaultMessage: 'View as' },
  viewAsTitle: { id: 'console.viewAsTitle', defaultMessage: 'View Matchday as {name}?' },
  viewAsText: {
    id: 'console.viewAsText',
    defaultMessage:
      'You will see what {name} sees and act on their behalf, for at most one hour. Their notifications stay unread, their password and account are not yours to change, and {name}’s history records who viewed as them and when. Stop returns you here.',
  },
  viewAsNamed: { id: 'console.viewAsNamed', defaultMessage: 'View as {name}' },
  historyOf: { id: 'console.historyOf', defaultMessage: 'History of {name}' },
  history: { id: 'console.history', defaultMessage: 'History' },
  historyFailed: {
    id: 'console.historyFailed',
    defaultMessage: 'The history could not be loaded',
  },
  tryAgain: { id: 'console.tryAgain', defaultMessage: 'Try again' },
  loadingHistory: { id: 'console.loadingHistory', defaultMessage: 'Loading the history' },
  nothingRecorded: {
    id: 'console.nothingRecorded',
    defaultMessage:
      'Nothing recorded yet. When an admin views Matchday as {name}, it shows here: who, when it began and when it ended.',
  },
  began: { id: 'console.began', defaultMessage: '{admin} began viewing Matchday as them' },
  stopped: { id: 'console.stopped', defaultMessage: '{admin} stopped viewing as them' },
  ranOut: { id: 'console.ranOut', defaultMessage: '{admin}’s view as them ran out after one hour' },
});
