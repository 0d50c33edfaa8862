import { can, reachOf, type Role } from '@matchday/shared';
import { defineMessages, formatNow, type Message } from '../../../lib/messages.ts';
import type { AreaCard } from '../AreaHome.tsx';

const m = defineMessages({
  introAdmin: {
    id: 'admin.home.introAdmin',
    defaultMessage: 'Run events end to end: accounts, matching, scheduling, follow-up and grants.',
  },
  introHost: {
    id: 'admin.home.introHost',
    defaultMessage: 'Run the events you host: participants, matching, scheduling and follow-up.',
  },
  introIncubator: {
    id: 'admin.home.introIncubator',
    defaultMessage:
      'Follow your incubator’s startups: their profiles, the events they take part in and how their meetings went.',
  },
  introConsortium: {
    id: 'admin.home.introConsortium',
    defaultMessage:
      'Follow the organisations in your list: their profiles, the events and how their meetings went.',
  },
  accountsAll: {
    id: 'admin.home.accountsAll',
    defaultMessage: 'Startups, corporates and administrators of the programme.',
  },
  accountsIncubator: {
    id: 'admin.home.accountsIncubator',
    defaultMessage: 'The startups of your incubator.',
  },
  accountsHosted: {
    id: 'admin.home.accountsHosted',
    defaultMessage: 'The organisations taking part in your events.',
  },
  accountsList: {
    id: 'admin.home.accountsList',
    defaultMessage: 'The organisations in your list, to read.',
  },
  eventsAdmin: {
    id: 'admin.home.eventsAdmin',
    defaultMessage: 'Create events, invite attendees and schedule meetings.',
  },
  eventsHost: {
    id: 'admin.home.eventsHost',
    defaultMessage: 'Your events: attendees, matching, scheduling and check-in.',
  },
  eventsIncubator: {
    id: 'admin.home.eventsIncubator',
    defaultMessage: 'Published events: add your active startups and follow their meetings.',
  },
  eventsList: {
    id: 'admin.home.eventsList',
    defaultMessage: 'Published events and who takes part from your list.',
  },
  accounts: { id: 'admin.home.accounts', defaultMessage: 'Accounts' },
  companies: { id: 'admin.home.companies', defaultMessage: 'Companies' },
  events: { id: 'admin.home.events', defaultMessage: 'Events' },
  followUp: { id: 'admin.home.followUp', defaultMessage: 'Follow-up' },
  followUpText: {
    id: 'admin.home.followUpText',
    defaultMessage: 'Ratings, outcomes and the follow-up rate.',
  },
  reports: { id: 'admin.home.reports', defaultMessage: 'Reports' },
});

/**
 * The admin home of each kind (decision 077): what the cards offer follows the permission
 * table, so an incubator or a consortium member is never offered what it may not do — no
 * "Create events" unless `createEvents`, reports only with `viewReports`.
 */
export function adminHome(
  role: Role,
  paths: { companies: string; events: string; reports: string },
  t: (message: Message) => string = formatNow,
) {
  const accounts = reachOf(role, 'listAccounts');
  const intro = can(role, 'createEvents')
    ? t(m.introAdmin)
    : can(role, 'scheduleMeetings')
      ? t(m.introHost)
      : accounts === 'ownIncubator'
        ? t(m.introIncubator)
        : t(m.introConsortium);
  const accountsText =
    accounts === 'all'
      ? t(m.accountsAll)
      : accounts === 'ownIncubator'
        ? t(m.accountsIncubator)
        : accounts === 'hostedEvents'
          ? t(m.accountsHosted)
          : t(m.accountsList);
  const eventsText = can(role, 'createEvents')
    ? t(m.eventsAdmin)
    : can(role, 'scheduleMeetings')
      ? t(m.eventsHost)
      : can(role, 'addStartupAttendees')
        ? t(m.eventsIncubator)
        : t(m.eventsList);
  const cards: AreaCard[] = [
    { title: t(m.accounts), text: accountsText, to: paths.companies, action: t(m.companies) },
    { title: t(m.events), text: eventsText, to: paths.events, action: t(m.events) },
  ];
  if (can(role, 'viewReports')) {
    cards.push({
      title: t(m.followUp),
      text: t(m.followUpText),
      to: paths.reports,
      action: t(m.reports),
    });
  }
  return { intro, cards };
}
