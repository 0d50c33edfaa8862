import { defineMessages } from '../../../../../lib/messages.ts';

/** The texts of an event's Participants tab, its rows and dialogs. */
export const pm = defineMessages({
  import: { id: 'events.participants.import', defaultMessage: 'Import' },
  add: { id: 'events.participants.add', defaultMessage: 'Add participants' },
  search: { id: 'events.participants.search', defaultMessage: 'Search' },
  searchPlaceholder: {
    id: 'events.participants.searchPlaceholder',
    defaultMessage: 'Organisation name',
  },
  state: { id: 'events.participants.state', defaultMessage: 'State' },
  any: { id: 'events.participants.any', defaultMessage: 'Any' },
  type: { id: 'events.participants.type', defaultMessage: 'Type' },
  startups: { id: 'events.participants.startups', defaultMessage: 'Startups' },
  corporates: { id: 'events.participants.corporates', defaultMessage: 'Corporates' },
  loadFailed: {
    id: 'events.participants.loadFailed',
    defaultMessage: 'The participants could not be loaded',
  },
  noMatch: {
    id: 'events.participants.noMatch',
    defaultMessage: 'No participant matches these filters',
  },
  none: { id: 'events.participants.none', defaultMessage: 'No participants yet' },
  clearFilter: {
    id: 'events.participants.clearFilter',
    defaultMessage: 'Clear a filter or try a shorter search.',
  },
  publishedEmpty: {
    id: 'events.participants.publishedEmpty',
    defaultMessage:
      'Startups register from the event page while registration is open; you can also add organisations or import a list.',
  },
  draftEmpty: {
    id: 'events.participants.draftEmpty',
    defaultMessage:
      'Add organisations or import a list now; startups can register themselves once the event is published.',
  },
  organisation: { id: 'events.participants.organisation', defaultMessage: 'Organisation' },
  country: { id: 'events.participants.country', defaultMessage: 'Country' },
  registered: { id: 'events.participants.registered', defaultMessage: 'Registered' },
  unavailable: { id: 'events.participants.unavailable', defaultMessage: 'Unavailable' },
  actions: { id: 'events.participants.actions', defaultMessage: 'Actions' },
  noun: {
    id: 'events.participants.noun',
    defaultMessage: '{count, plural, one {participant} other {participants}}',
  },
  added: {
    id: 'events.participants.added',
    defaultMessage:
      '{count, plural, one {# organisation} other {# organisations}} added and approved.',
  },
  imported: {
    id: 'events.participants.imported',
    defaultMessage:
      'Imported: {attendances, plural, one {# participant} other {# participants}} approved, {companies, plural, one {# new organisation} other {# new organisations}}, {users, plural, one {# new person} other {# new people}} invited.',
  },
  // Rows
  sourceImport: { id: 'events.participants.sourceImport', defaultMessage: 'Imported' },
  sourceIncubator: {
    id: 'events.participants.sourceIncubator',
    defaultMessage: 'Added by its incubator',
  },
  sourceOrganiser: {
    id: 'events.participants.sourceOrganiser',
    defaultMessage: 'Added by an organiser',
  },
  unknownOrganisation: {
    id: 'events.participants.unknownOrganisation',
    defaultMessage: 'Unknown organisation',
  },
  approve: { id: 'events.participants.approve', defaultMessage: 'Approve' },
  approveNamed: { id: 'events.participants.approveNamed', defaultMessage: 'Approve {name}' },
  readmit: { id: 'events.participants.readmit', defaultMessage: 'Re-admit' },
  readmitTitle: { id: 'events.participants.readmitTitle', defaultMessage: 'Re-admit {name}?' },
  readmitNamed: { id: 'events.participants.readmitNamed', defaultMessage: 'Re-admit {name}' },
  readmitText: {
    id: 'events.participants.readmitText',
    defaultMessage:
      'The decline is undone: {name} takes part in this event and is told by e-mail and in their notifications.',
  },
  removed: {
    id: 'events.participants.removed',
    defaultMessage:
      '{name} removed: {matches, plural, one {# match} other {# matches}} ended, {meetings, plural, one {# meeting} other {# meetings}} cancelled.',
  },
  availability: { id: 'events.participants.availability', defaultMessage: 'Availability' },
  availabilityOf: {
    id: 'events.participants.availabilityOf',
    defaultMessage: 'Availability of {name}',
  },
  reason: { id: 'events.participants.reasonShown', defaultMessage: 'Reason: {reason}' },
  slots: {
    id: 'events.participants.slots',
    defaultMessage: '{count, plural, one {# slot} other {# slots}}',
  },
  noneWord: { id: 'events.participants.noneWord', defaultMessage: 'None' },
  registeredOn: {
    id: 'events.participants.registeredOn',
    defaultMessage: 'Registered {date} · {availability}',
  },
  slotsUnavailable: {
    id: 'events.participants.slotsUnavailable',
    defaultMessage: '{count, plural, one {# slot} other {# slots}} unavailable',
  },
  everySlot: {
    id: 'events.participants.everySlot',
    defaultMessage: 'available in every slot',
  },
  contact: { id: 'events.participants.contact', defaultMessage: 'Contact:' },
  // Decline
  decline: { id: 'events.participants.decline', defaultMessage: 'Decline' },
  declineNamed: { id: 'events.participants.declineNamed', defaultMessage: 'Decline {name}' },
  declineTitle: { id: 'events.participants.declineTitle', defaultMessage: 'Decline {name}?' },
  declineText: {
    id: 'events.participants.declineText',
    defaultMessage:
      '{name} will not take part in this event and cannot register for it again. They are told by e-mail and in their notifications; you can re-admit them later.',
  },
  reasonLabel: { id: 'events.participants.reason', defaultMessage: 'Reason' },
  reasonHelp: {
    id: 'events.participants.reasonHelp',
    defaultMessage: 'Sent to the organisation with the decision. Optional.',
  },
  cancel: { id: 'events.participants.cancel', defaultMessage: 'Cancel' },
  close: { id: 'events.participants.close', defaultMessage: 'Close' },
  failed: { id: 'events.participants.failed', defaultMessage: 'Something went wrong' },
  declineConfirm: {
    id: 'events.participants.declineConfirm',
    defaultMessage: 'Decline registration',
  },
  // Availability
  thisParticipant: {
    id: 'events.participants.thisParticipant',
    defaultMessage: 'This participant',
  },
  availabilityRead: {
    id: 'events.participants.availabilityRead',
    defaultMessage:
      'Slots this participant cannot attend. The scheduler places no meeting in them.',
  },
  availabilityEdit: {
    id: 'events.participants.availabilityEdit',
    defaultMessage:
      'Press a slot to mark it unavailable, press again to free it. The scheduler places no meeting in an unavailable slot.',
  },
  notSaved: { id: 'events.participants.notSaved', defaultMessage: 'Not saved' },
  clearAll: { id: 'events.participants.clearAll', defaultMessage: 'Clear all' },
  saveAvailability: {
    id: 'events.participants.saveAvailability',
    defaultMessage: 'Save availability',
  },
  // Remove
  remove: { id: 'events.participants.remove', defaultMessage: 'Remove' },
  removeNamed: { id: 'events.participants.removeNamed', defaultMessage: 'Remove {name}' },
  removeTitle: { id: 'events.participants.removeTitle', defaultMessage: 'Remove {name}?' },
  cannotRemove: { id: 'events.participants.cannotRemove', defaultMessage: 'Cannot remove' },
  noLonger: {
    id: 'events.participants.noLonger',
    defaultMessage: '{name} no longer takes part in this event; the list shows it as withdrawn.',
  },
  effects: {
    id: 'events.participants.effects',
    defaultMessage:
      '{matches, plural, one {# match} other {# matches}} end and {meetings, plural, one {# meeting} other {# meetings}} not yet held {meetings, plural, one {is} other {are}} cancelled.',
  },
  noEffects: {
    id: 'events.participants.noEffects',
    defaultMessage: 'It has no open matches and no meetings to cancel.',
  },
  bothTold: {
    id: 'events.participants.bothTold',
    defaultMessage:
      'Both sides of each published meeting are told by e-mail and in their notifications.',
  },
  removeConfirm: {
    id: 'events.participants.removeConfirm',
    defaultMessage: 'Remove participant',
  },
  // Add
  nothingAddedMarked: {
    id: 'events.participants.nothingAddedMarked',
    defaultMessage: 'Nothing was added: remove or replace the organisations marked below.',
  },
  nothingAdded: { id: 'events.participants.nothingAdded', defaultMessage: 'Nothing was added' },
  addTitle: { id: 'events.participants.addTitle', defaultMessage: 'Add participants to {name}' },
  addIntro: {
    id: 'events.participants.addIntro',
    defaultMessage:
      'Organisations you add are approved at once and told by mail. Those already invited, registered or approved are not listed; withdrawn and declined ones can be added again.',
  },
  searchOrganisations: {
    id: 'events.participants.searchOrganisations',
    defaultMessage: 'Search organisations',
  },
  name: { id: 'events.participants.name', defaultMessage: 'Name' },
  all: { id: 'events.participants.all', defaultMessage: 'All' },
  accountStatus: { id: 'events.participants.accountStatus', defaultMessage: 'Account status' },
  active: { id: 'events.participants.active', defaultMessage: 'Active' },
  pending: { id: 'events.participants.pending', defaultMessage: 'Pending' },
  found: { id: 'events.participants.found', defaultMessage: 'Organisations found' },
  noneCalled: {
    id: 'events.participants.noneCalled',
    defaultMessage: 'No organisation called “{search}” left to add.',
  },
  noneLeft: {
    id: 'events.participants.noneLeft',
    defaultMessage: 'No organisation left to add: those in your reach take part already.',
  },
  showing: {
    id: 'events.participants.showing',
    defaultMessage:
      'Showing {shown} of {total, plural, one {# organisation} other {# organisations}} you can add; search to narrow the list.',
  },
  canAdd: {
    id: 'events.participants.canAdd',
    defaultMessage: '{total, plural, one {# organisation} other {# organisations}} you can add.',
  },
  selected: { id: 'events.participants.selected', defaultMessage: '{count} selected' },
  notAdded: { id: 'events.participants.notAdded', defaultMessage: 'Not added' },
  addCount: {
    id: 'events.participants.addCount',
    defaultMessage: 'Add {count, plural, one {# organisation} other {# organisations}}',
  },
  addPlain: { id: 'events.participants.addPlain', defaultMessage: 'Add' },
});
