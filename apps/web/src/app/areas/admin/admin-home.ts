import { can, reachOf, type Role } from '@matchday/shared';
import type { AreaCard } from '../AreaHome.tsx';

/**
 * The admin home of each kind (decision 077): what the cards offer follows the permission
 * table, so an incubator or a consortium member is never offered what it may not do — no
 * "Create events" unless `createEvents`, reports only with `viewReports`.
 */
export function adminHome(
  role: Role,
  paths: { companies: string; events: string; reports: string },
) {
  const accounts = reachOf(role, 'listAccounts');
  const intro = can(role, 'createEvents')
    ? 'Run events end to end: accounts, matching, scheduling, follow-up and grants.'
    : can(role, 'scheduleMeetings')
      ? 'Run the events you host: participants, matching, scheduling and follow-up.'
      : accounts === 'ownIncubator'
        ? 'Follow your incubator’s startups: their profiles, the events they take part in and how their meetings went.'
        : 'Follow the organisations in your list: their profiles, the events and how their meetings went.';
  const accountsText =
    accounts === 'all'
      ? 'Startups, corporates and administrators of the programme.'
      : accounts === 'ownIncubator'
        ? 'The startups of your incubator.'
        : accounts === 'hostedEvents'
          ? 'The organisations taking part in your events.'
          : 'The organisations in your list, to read.';
  const eventsText = can(role, 'createEvents')
    ? 'Create events, invite attendees and schedule meetings.'
    : can(role, 'scheduleMeetings')
      ? 'Your events: attendees, matching, scheduling and check-in.'
      : can(role, 'addStartupAttendees')
        ? 'Published events: add your active startups and follow their meetings.'
        : 'Published events and who takes part from your list.';
  const cards: AreaCard[] = [
    { title: 'Accounts', text: accountsText, to: paths.companies, action: 'Companies' },
    { title: 'Events', text: eventsText, to: paths.events, action: 'Events' },
  ];
  if (can(role, 'viewReports')) {
    cards.push({
      title: 'Follow-up',
      text: 'Ratings, outcomes and the follow-up rate.',
      to: paths.reports,
      action: 'Reports',
    });
  }
  return { intro, cards };
}
