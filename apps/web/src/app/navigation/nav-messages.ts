import { defineMessages, type Message } from '../../lib/messages.ts';

/** The names of the areas' sections and of an event's pages, in every language. */
export const navMessages = defineMessages({
  Overview: { id: 'nav.overview', defaultMessage: 'Overview' },
  Events: { id: 'nav.events', defaultMessage: 'Events' },
  Directory: { id: 'nav.directory', defaultMessage: 'Directory' },
  Resources: { id: 'nav.resources', defaultMessage: 'Resources' },
  Grants: { id: 'nav.grants', defaultMessage: 'Grants' },
  Settings: { id: 'nav.settings', defaultMessage: 'Settings' },
  Team: { id: 'nav.team', defaultMessage: 'Team' },
  'Our results': { id: 'nav.ourResults', defaultMessage: 'Our results' },
  'Company profile': { id: 'nav.companyProfile', defaultMessage: 'Company profile' },
  'Organisation profile': { id: 'nav.organisationProfile', defaultMessage: 'Organisation profile' },
  'Set up your profile': { id: 'nav.setUpProfile', defaultMessage: 'Set up your profile' },
  'My needs': { id: 'nav.myNeeds', defaultMessage: 'My needs' },
  Companies: { id: 'nav.companies', defaultMessage: 'Companies' },
  Users: { id: 'nav.users', defaultMessage: 'Users' },
  Reports: { id: 'nav.reports', defaultMessage: 'Reports' },
  Admins: { id: 'nav.admins', defaultMessage: 'Admins' },
  Badges: { id: 'nav.badges', defaultMessage: 'Badges' },
  Outbox: { id: 'nav.outbox', defaultMessage: 'Outbox' },
  'My account': { id: 'nav.myAccount', defaultMessage: 'My account' },
  Event: { id: 'nav.event', defaultMessage: 'Event' },
  Needs: { id: 'nav.needs', defaultMessage: 'Needs' },
  Suggestions: { id: 'nav.suggestions', defaultMessage: 'Suggestions' },
  Selections: { id: 'nav.selections', defaultMessage: 'Selections' },
  Requests: { id: 'nav.requests', defaultMessage: 'Requests' },
  Agenda: { id: 'nav.agenda', defaultMessage: 'Agenda' },
  Attendees: { id: 'nav.attendees', defaultMessage: 'Attendees' },
  'Follow-up': { id: 'nav.followUp', defaultMessage: 'Follow-up' },
  'Now / next': { id: 'nav.nowNext', defaultMessage: 'Now / next' },
  Messages: { id: 'nav.messages', defaultMessage: 'Messages' },
  Integrations: { id: 'nav.integrations', defaultMessage: 'Integrations' },
});

/**
 * A section's name in the reader's language. The areas declare their sections by their English
 * names (the keys above); a name without a message stays as it is.
 */
export function navLabel(label: string, format: (message: Message) => string) {
  const message = navMessages[label as keyof typeof navMessages];
  return message ? format(message) : label;
}
