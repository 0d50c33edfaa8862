import { defineMessages } from './messages.ts';

/**
 * More known texts (see known-texts.ts): the server's not-found and conflict answers of events,
 * matchmaking, meetings and grants. Each English text is exactly what the server writes.
 */
export const moreKnownTexts = defineMessages({
  noSuchGrantApplication: {
    id: 'known.noSuchGrantApplication',
    defaultMessage: 'No such grant application',
  },
  noSuchAdmin: { id: 'known.noSuchAdmin', defaultMessage: 'No such admin' },
  noSuchMail: { id: 'known.noSuchMail', defaultMessage: 'No such mail' },
  noSuchUser: { id: 'known.noSuchUser', defaultMessage: 'No such user' },
  noSuchTeamMember: { id: 'known.noSuchTeamMember', defaultMessage: 'No such team member' },
  noSuchNeed: { id: 'known.noSuchNeed', defaultMessage: 'No such need' },
  noSuchDocument: { id: 'known.noSuchDocument', defaultMessage: 'No such document' },
  noSuchRequest: { id: 'known.noSuchRequest', defaultMessage: 'No such request' },
  noSuchMeetingRequest: {
    id: 'known.noSuchMeetingRequest',
    defaultMessage: 'No such meeting request',
  },
  noSuchNotification: { id: 'known.noSuchNotification', defaultMessage: 'No such notification' },
  noSuchBadge: { id: 'known.noSuchBadge', defaultMessage: 'No such badge' },
  noSuchParticipant: { id: 'known.noSuchParticipant', defaultMessage: 'No such participant' },
  noSuchParticipantHere: {
    id: 'known.noSuchParticipantHere',
    defaultMessage: 'No such participant at this event',
  },
  noSuchMatch: { id: 'known.noSuchMatch', defaultMessage: 'No such match' },
  noSuchSuggestion: { id: 'known.noSuchSuggestion', defaultMessage: 'No such suggestion' },
  noSuchResource: { id: 'known.noSuchResource', defaultMessage: 'No such resource' },
  noSuchStartupReach: {
    id: 'known.noSuchStartupReach',
    defaultMessage: 'No such startup in your reach',
  },
  eventNotFound: { id: 'known.eventNotFound', defaultMessage: 'Event not found' },
  notRegistered: {
    id: 'known.notRegistered',
    defaultMessage: 'Your organisation is not registered for this event',
  },
  participantWithdrawn: {
    id: 'known.participantWithdrawn',
    defaultMessage: 'This participant has withdrawn',
  },
  eventOver: { id: 'known.eventOver', defaultMessage: 'This event is over' },
  removeParticipantsFirst: {
    id: 'known.removeParticipantsFirst',
    defaultMessage: 'Remove the event’s participants before deleting it',
  },
  onlyApprovedRemoved: {
    id: 'known.onlyApprovedRemoved',
    defaultMessage: 'Only an approved participant can be removed',
  },
  noLongerTakesPart: {
    id: 'known.noLongerTakesPart',
    defaultMessage: 'This organisation no longer takes part in the event',
  },
  notApprovedParticipant: {
    id: 'known.notApprovedParticipant',
    defaultMessage: 'This company is not an approved participant of the event',
  },
  startupNotApproved: {
    id: 'known.startupNotApproved',
    defaultMessage: 'The startup is not an approved participant of this event',
  },
  startupNotTakingPart: {
    id: 'known.startupNotTakingPart',
    defaultMessage: 'This startup does not take part in the event',
  },
  corporateNotTakingPart: {
    id: 'known.corporateNotTakingPart',
    defaultMessage: 'This corporate does not take part in the event',
  },
  personNotTakingPart: {
    id: 'known.personNotTakingPart',
    defaultMessage: 'This person does not take part in this event',
  },
  registrationDeclined: {
    id: 'known.registrationDeclined',
    defaultMessage: 'The organisers declined your registration for this event',
  },
  noApprovedToWrite: {
    id: 'known.noApprovedToWrite',
    defaultMessage: 'This event has no approved participants to write to yet',
  },
  needClosed: { id: 'known.needClosed', defaultMessage: 'This need is closed' },
  unknownNeed: { id: 'known.unknownNeed', defaultMessage: 'Unknown need' },
  noProposedSuggestions: {
    id: 'known.noProposedSuggestions',
    defaultMessage: 'There are no proposed suggestions to publish',
  },
  selectionNotClosed: {
    id: 'known.selectionNotClosed',
    defaultMessage: 'The selection of this event has not closed yet',
  },
  startupAnswered: {
    id: 'known.startupAnswered',
    defaultMessage: 'The startup has answered already; this choice is final',
  },
  corporateChose: {
    id: 'known.corporateChose',
    defaultMessage: 'The corporate has chosen on this suggestion; it stays',
  },
  matchNotWaiting: {
    id: 'known.matchNotWaiting',
    defaultMessage: 'This match is not waiting for the startup’s answer',
  },
  answeredSelection: {
    id: 'known.answeredSelection',
    defaultMessage: 'You have answered this selection already',
  },
  noSuggestionsPublished: {
    id: 'known.noSuggestionsPublished',
    defaultMessage: 'No suggestions were published for this corporate here',
  },
  meetingTookPlace: {
    id: 'known.meetingTookPlace',
    defaultMessage: 'This meeting has taken place and cannot be cancelled',
  },
  alreadyMeeting: {
    id: 'known.alreadyMeeting',
    defaultMessage: 'The two of you already have a meeting at this event',
  },
  noLongerSlot: {
    id: 'known.noLongerSlot',
    defaultMessage: 'That time is no longer a slot of the event',
  },
  timeBooked: {
    id: 'known.timeBooked',
    defaultMessage: 'That time was booked a moment ago: choose another',
  },
  noTableFree: { id: 'known.noTableFree', defaultMessage: 'No table is free at {when} any more' },
  partyHasMeeting: {
    id: 'known.partyHasMeeting',
    defaultMessage: '{name} already has a meeting at {when}',
  },
  onlyPlacedSwapped: {
    id: 'known.onlyPlacedSwapped',
    defaultMessage: 'Only placed meetings can be swapped',
  },
  placeBeforePin: {
    id: 'known.placeBeforePin',
    defaultMessage: 'Place the meeting before pinning it',
  },
  differentEvents: {
    id: 'known.differentEvents',
    defaultMessage: 'The meetings are at different events',
  },
  twoDifferent: { id: 'known.twoDifferent', defaultMessage: 'Choose two different meetings' },
  accountMayNotChangeMeeting: {
    id: 'known.accountMayNotChangeMeeting',
    defaultMessage: 'This account may not change this meeting',
  },
  requestExpired: { id: 'known.requestExpired', defaultMessage: 'This request has expired' },
  requestNotAnswered: {
    id: 'known.requestNotAnswered',
    defaultMessage: 'This request has not been answered yet',
  },
  timeAskedFor: {
    id: 'known.timeAskedFor',
    defaultMessage: 'That is the time asked for: accept the request instead',
  },
  applicationSubmitted: {
    id: 'known.applicationSubmitted',
    defaultMessage: 'This application has been submitted; it is read-only now',
  },
  applicationDraft: {
    id: 'known.applicationDraft',
    defaultMessage: 'This application is a draft; submit it first',
  },
  partiesSet: {
    id: 'known.partiesSet',
    defaultMessage: 'This application has been submitted; its parties are set',
  },
  partnerNotConfirmed: {
    id: 'known.partnerNotConfirmed',
    defaultMessage: 'The corporate partner has not confirmed its part yet',
  },
});
