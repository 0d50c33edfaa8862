import { defineMessages } from './messages.ts';

/**
 * Known texts of the forms (see known-texts.ts): the shared schemas' checks of the event form,
 * its grid, the admin and grants forms, and the admin rooms' refusals. Each English text is
 * exactly what packages/shared or the server writes.
 */
export const formKnownTexts = defineMessages({
  budgetAddsUp: {
    id: 'known.budgetAddsUp',
    defaultMessage: 'The budget lines must add up to the total',
  },
  addBudgetLine: { id: 'known.addBudgetLine', defaultMessage: 'Add at least one budget line' },
  describePlan: { id: 'known.describePlan', defaultMessage: 'Describe the plan' },
  enterTitle: { id: 'known.enterTitle', defaultMessage: 'Enter a title' },
  whyRejected: { id: 'known.whyRejected', defaultMessage: 'Say why the application is rejected' },
  whatChange: { id: 'known.whatChange', defaultMessage: 'Say what the applicant should change' },
  noAgreementSent: {
    id: 'known.noAgreementSent',
    defaultMessage: 'No agreement has been sent for signature yet',
  },
  ownKind: {
    id: 'known.ownKind',
    defaultMessage: 'You cannot change your own kind; ask another ADMIN',
  },
  disableOwn: { id: 'known.disableOwn', defaultMessage: 'You cannot disable your own account' },
  isDisabled: { id: 'known.isDisabled', defaultMessage: '{name} is disabled; enable them first' },
  accountDeactivated: {
    id: 'known.accountDeactivated',
    defaultMessage: 'This account is deactivated',
  },
  lastMember: {
    id: 'known.lastMember',
    defaultMessage: 'The last member of a company cannot be removed',
  },
  onlyAdminManagesAdmins: {
    id: 'known.onlyAdminManagesAdmins',
    defaultMessage: 'Only an ADMIN may manage admins',
  },
  chooseAdminKind: { id: 'known.chooseAdminKind', defaultMessage: 'Choose an admin kind' },
  chooseIncubator: { id: 'known.chooseIncubator', defaultMessage: 'Choose the incubator' },
  chooseIncubatorList: {
    id: 'known.chooseIncubatorList',
    defaultMessage: 'Choose the incubator from the list',
  },
  chooseHostedEvents: {
    id: 'known.chooseHostedEvents',
    defaultMessage: 'Choose the hosted events',
  },
  onlyHostHosts: { id: 'known.onlyHostHosts', defaultMessage: 'Only an event host hosts events' },
  onlyIncubatorAdmin: {
    id: 'known.onlyIncubatorAdmin',
    defaultMessage: 'Only an incubator admin belongs to an incubator',
  },
  chooseStatus: { id: 'known.chooseStatus', defaultMessage: 'Choose a status' },
  enterOrganisation: { id: 'known.enterOrganisation', defaultMessage: 'Enter the organisation' },
  enterEventName: { id: 'known.enterEventName', defaultMessage: 'Enter the event name' },
  chooseFormat: { id: 'known.chooseFormat', defaultMessage: 'Choose physical, digital or hybrid' },
  chooseTimeZone: { id: 'known.chooseTimeZone', defaultMessage: 'Choose the time zone' },
  webAddress: {
    id: 'known.webAddress',
    defaultMessage: 'Enter a web address starting with http:// or https://',
  },
  meetingAddress: {
    id: 'known.meetingAddress',
    defaultMessage: 'Enter a web address such as https://meet.example.com',
  },
  endsAfterStarts: {
    id: 'known.endsAfterStarts',
    defaultMessage: 'The event ends after it starts',
  },
  regClosesAfter: {
    id: 'known.regClosesAfter',
    defaultMessage: 'Registration closes after it opens',
  },
  regClosesByEnd: {
    id: 'known.regClosesByEnd',
    defaultMessage: 'Registration closes by the end of the event',
  },
  regOpensBefore: {
    id: 'known.regOpensBefore',
    defaultMessage: 'Registration opens before the event starts',
  },
  selClosesAfter: { id: 'known.selClosesAfter', defaultMessage: 'Selection closes after it opens' },
  addSession: { id: 'known.addSession', defaultMessage: 'Add at least one session' },
  atLeastOneTable: { id: 'known.atLeastOneTable', defaultMessage: 'At least one table' },
  capAtLeast: { id: 'known.capAtLeast', defaultMessage: 'The cap is at least 1 meeting' },
  capAtMost: { id: 'known.capAtMost', defaultMessage: 'The cap is at most {max} meetings' },
  pausesNoRoom: {
    id: 'known.pausesNoRoom',
    defaultMessage: 'The pauses leave no room for a meeting',
  },
  sessionEnds: { id: 'known.sessionEnds', defaultMessage: 'Session {number} ends after it starts' },
  pauseEnds: { id: 'known.pauseEnds', defaultMessage: 'Pause {number} ends after it starts' },
  sessionOverlaps: {
    id: 'known.sessionOverlaps',
    defaultMessage: 'Session {a} overlaps session {b}',
  },
  pauseOverlaps: { id: 'known.pauseOverlaps', defaultMessage: 'Pause {a} overlaps pause {b}' },
  pauseOutside: {
    id: 'known.pauseOutside',
    defaultMessage: 'Pause {number} lies outside every session',
  },
  sessionOutside: {
    id: 'known.sessionOutside',
    defaultMessage: "Session {number} lies outside the event's dates",
  },
  sessionTooLong: {
    id: 'known.sessionTooLong',
    defaultMessage: 'Session {number} lasts more than {hours} hours; split it by day',
  },
  meetingsLonger: {
    id: 'known.meetingsLonger',
    defaultMessage: 'Meetings ({meeting} min) are longer than session {number} ({minutes} min)',
  },
  tooManySlots: {
    id: 'known.tooManySlots',
    defaultMessage:
      'The grid makes {count} slots; at most {max}. Use longer meetings or fewer sessions',
  },
  atMostSessions: { id: 'known.atMostSessions', defaultMessage: 'At most {max} sessions' },
  atMostPauses: { id: 'known.atMostPauses', defaultMessage: 'At most {max} pauses' },
  atMostTables: { id: 'known.atMostTables', defaultMessage: 'At most {max} tables' },
  pointTwice: {
    id: 'known.pointTwice',
    defaultMessage: 'The meeting point "{name}" is named twice',
  },
  nameMeetingPoint: { id: 'known.nameMeetingPoint', defaultMessage: 'Name the meeting point' },
  restrictAtMost: {
    id: 'known.restrictAtMost',
    defaultMessage: 'Restrict to at most {max} countries',
  },
  unknownTimeZone: { id: 'known.unknownTimeZone', defaultMessage: 'Unknown time zone {name}' },
  unknownCountryCode: {
    id: 'known.unknownCountryCode',
    defaultMessage: 'Unknown country code {code}',
  },
  floorRange: { id: 'known.floorRange', defaultMessage: 'Use a whole score from {min} to {max}' },
  twoLetterCode: {
    id: 'known.twoLetterCode',
    defaultMessage: 'Use a two-letter country code such as SE',
  },
  pickOrganisation: {
    id: 'known.pickOrganisation',
    defaultMessage: 'Pick at least one organisation',
  },
  pickAtMost500: {
    id: 'known.pickAtMost500',
    defaultMessage: 'Pick at most 500 organisations at once',
  },
  chooseApproveDecline: {
    id: 'known.chooseApproveDecline',
    defaultMessage: 'Choose approve or decline',
  },
  attachOrLink: { id: 'known.attachOrLink', defaultMessage: 'Attach a file or enter a link' },
  fileOrLink: { id: 'known.fileOrLink', defaultMessage: 'Give either a file or a link, not both' },
  chooseAudience: { id: 'known.chooseAudience', defaultMessage: 'Choose who the resource is for' },
  chooseEvent: { id: 'known.chooseEvent', defaultMessage: 'Choose an event' },
  fileEmpty: { id: 'known.fileEmpty', defaultMessage: 'The file is empty' },
  nothingToChange: { id: 'known.nothingToChange', defaultMessage: 'Nothing to change' },
});
