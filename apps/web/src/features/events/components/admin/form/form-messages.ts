import { defineMessages } from '../../../../../lib/messages.ts';

/** The texts of the event form (create and edit), its sections and rows. */
export const fm = defineMessages({
  event: { id: 'events.form.event', defaultMessage: 'Event' },
  details: { id: 'events.form.details', defaultMessage: 'Details' },
  name: { id: 'events.form.name', defaultMessage: 'Name' },
  description: { id: 'events.form.description', defaultMessage: 'Description' },
  descriptionHelp: {
    id: 'events.form.descriptionHelp',
    defaultMessage: 'What participants read on the event page.',
  },
  format: { id: 'events.form.format', defaultMessage: 'Format' },
  venue: { id: 'events.form.venue', defaultMessage: 'Venue' },
  venuePlaceholder: { id: 'events.form.venuePlaceholder', defaultMessage: 'Address or building' },
  meetingLink: { id: 'events.form.meetingLink', defaultMessage: 'Meeting link' },
  meetingLinkHelp: {
    id: 'events.form.meetingLinkHelp',
    defaultMessage:
      'Where the video meetings happen. Write {token} in the link for a room per meeting (it becomes the meeting’s id), e.g. {example}.',
  },
  who: { id: 'events.form.who', defaultMessage: 'Who may take part' },
  whoHelp: {
    id: 'events.form.whoHelp',
    defaultMessage:
      'Startups from other countries do not see a restricted event. Corporates and admins always do.',
  },
  restrict: { id: 'events.form.restrict', defaultMessage: 'Restrict to countries' },
  everyCountry: { id: 'events.form.everyCountry', defaultMessage: 'Every country' },
  noCountry: { id: 'events.form.noCountry', defaultMessage: 'No country by that name' },
  suggestions: { id: 'events.form.suggestions', defaultMessage: 'Suggestions' },
  suggestionsHelp: {
    id: 'events.form.suggestionsHelp',
    defaultMessage:
      'Startups the matching engine scores below the floor are not proposed to corporates. Organisers can still add any startup by hand.',
  },
  floor: { id: 'events.form.floor', defaultMessage: 'Suggestion floor' },
  floorHelp: {
    id: 'events.form.floorHelp',
    defaultMessage: 'A match score from {min} to {max}; empty: {fallback}.',
  },
  preview: { id: 'events.form.preview', defaultMessage: 'Preview of the slots' },
  allSlots: { id: 'events.form.allSlots', defaultMessage: 'All slots' },
  notSaved: { id: 'events.form.notSaved', defaultMessage: 'Not saved' },
  gridDrops: {
    id: 'events.form.gridDrops',
    defaultMessage:
      'Not saved: the grid would drop {what, select, meetings {the placed meetings named} other {slots participants have marked}} under Meeting grid.',
  },
  fixFields: {
    id: 'events.form.fixFields',
    defaultMessage: 'Fix the {count, plural, one {field} other {# fields}} marked in red to save.',
  },
  cancel: { id: 'events.form.cancel', defaultMessage: 'Cancel' },
  // When
  when: { id: 'events.form.when', defaultMessage: 'When' },
  whenHelp: {
    id: 'events.form.whenHelp',
    defaultMessage:
      "Enter every time as a clock in the event's time zone; participants see them in that zone too.",
  },
  inZone: { id: 'events.form.inZone', defaultMessage: 'In {zone}' },
  theZone: { id: 'events.form.theZone', defaultMessage: 'the event’s time zone' },
  timeZone: { id: 'events.form.timeZone', defaultMessage: 'Time zone' },
  noZone: { id: 'events.form.noZone', defaultMessage: 'No time zone by that name' },
  starts: { id: 'events.form.starts', defaultMessage: 'Starts' },
  ends: { id: 'events.form.ends', defaultMessage: 'Ends' },
  regOpens: { id: 'events.form.regOpens', defaultMessage: 'Registration opens' },
  regOpensHelp: {
    id: 'events.form.regOpensHelp',
    defaultMessage: 'Optional; empty: as soon as it is published',
  },
  regCloses: { id: 'events.form.regCloses', defaultMessage: 'Registration closes' },
  regClosesHelp: {
    id: 'events.form.regClosesHelp',
    defaultMessage: 'Optional; empty: when the event starts',
  },
  selOpens: { id: 'events.form.selOpens', defaultMessage: 'Selection opens' },
  selOpensHelp: {
    id: 'events.form.selOpensHelp',
    defaultMessage: 'Optional; when corporates start choosing',
  },
  selCloses: { id: 'events.form.selCloses', defaultMessage: 'Selection closes' },
  optional: { id: 'events.form.optional', defaultMessage: 'Optional' },
  // Grid
  grid: { id: 'events.form.grid', defaultMessage: 'Meeting grid' },
  gridHelp: {
    id: 'events.form.gridHelp',
    defaultMessage:
      'Sessions are the blocks of time for one-to-one meetings; slots are cut from them, skipping pauses.',
  },
  dropsMeetings: {
    id: 'events.form.dropsMeetings',
    defaultMessage: 'This grid would drop placed meetings',
  },
  dropsSlots: {
    id: 'events.form.dropsSlots',
    defaultMessage: 'This grid would drop slots participants marked unavailable',
  },
  sessions: { id: 'events.form.sessions', defaultMessage: 'Sessions' },
  addSession: { id: 'events.form.addSession', defaultMessage: 'Add session' },
  pauses: { id: 'events.form.pauses', defaultMessage: 'Pauses' },
  addPause: { id: 'events.form.addPause', defaultMessage: 'Add pause' },
  noPauses: {
    id: 'events.form.noPauses',
    defaultMessage: 'No pauses: meetings run back to back through each session (lunch, coffee…).',
  },
  meetingLength: { id: 'events.form.meetingLength', defaultMessage: 'Meeting length' },
  min: { id: 'events.form.min', defaultMessage: ' min' },
  breakBetween: { id: 'events.form.breakBetween', defaultMessage: 'Break between' },
  cap: { id: 'events.form.cap', defaultMessage: 'Cap per participant' },
  noCap: { id: 'events.form.noCap', defaultMessage: 'No cap' },
  where: { id: 'events.form.where', defaultMessage: 'Where meetings happen' },
  tables: { id: 'events.form.tables', defaultMessage: 'Numbered tables' },
  named: { id: 'events.form.named', defaultMessage: 'Named points' },
  tablesLabel: { id: 'events.form.tablesLabel', defaultMessage: 'Tables' },
  tablesHelp: {
    id: 'events.form.tablesHelp',
    defaultMessage: 'Meetings that can run at the same time.',
  },
  points: { id: 'events.form.points', defaultMessage: 'Meeting points' },
  pointsHelp: {
    id: 'events.form.pointsHelp',
    defaultMessage:
      'One name per table or room; press Enter after each. Their number is the number of tables.',
  },
  pointsPlaceholder: { id: 'events.form.pointsPlaceholder', defaultMessage: 'e.g. Room Ada' },
  // Rows
  rowName: {
    id: 'events.form.rowName',
    defaultMessage: '{kind, select, pause {Pause} other {Session}} {number}',
  },
  removeRow: {
    id: 'events.form.removeRow',
    defaultMessage: 'Remove {kind, select, pause {pause} other {session}} {number}',
  },
  rowStarts: { id: 'events.form.rowStarts', defaultMessage: '{name} starts ({zone})' },
  rowEnds: { id: 'events.form.rowEnds', defaultMessage: '{name} ends ({zone})' },
  // Hosts
  hosts: { id: 'events.form.hosts', defaultMessage: 'Hosts' },
  hostsHelp: {
    id: 'events.form.hostsHelp',
    defaultMessage:
      "Event hosts manage this event's participants, matching and schedule; they see no other event.",
  },
  loadingHosts: { id: 'events.form.loadingHosts', defaultMessage: 'Loading hosts…' },
  chooseHosts: { id: 'events.form.chooseHosts', defaultMessage: 'Choose event hosts' },
  noHostName: { id: 'events.form.noHostName', defaultMessage: 'No host by that name' },
  noHosts: {
    id: 'events.form.noHosts',
    defaultMessage: 'No event host accounts yet: create one under Admins',
  },
  // Pages
  onlyFullCreates: {
    id: 'events.form.onlyFullCreates',
    defaultMessage: 'Only a full admin creates events',
  },
  askAdmin: {
    id: 'events.form.askAdmin',
    defaultMessage: 'Ask a programme administrator to create the event and make you its host.',
  },
  allEvents: { id: 'events.form.allEvents', defaultMessage: '← All events' },
  createTitle: { id: 'events.form.createTitle', defaultMessage: 'Create event' },
  createHelp: {
    id: 'events.form.createHelp',
    defaultMessage: 'Saved as a draft: only admins and its hosts see it until you publish it.',
  },
  createDraft: { id: 'events.form.createDraft', defaultMessage: 'Create draft' },
  openFailed: { id: 'events.form.openFailed', defaultMessage: 'This event could not be opened' },
  onlyFullEdits: {
    id: 'events.form.onlyFullEdits',
    defaultMessage: 'Only a full admin edits events',
  },
  manageFromPage: {
    id: 'events.form.manageFromPage',
    defaultMessage: "You can manage this event's participants from its page.",
  },
  back: { id: 'events.form.back', defaultMessage: '← {name}' },
  eventWord: { id: 'events.form.eventWord', defaultMessage: 'Event' },
  editNamed: { id: 'events.form.editNamed', defaultMessage: 'Edit {name}' },
  editEvent: { id: 'events.form.editEvent', defaultMessage: 'Edit event' },
  publishedHelp: {
    id: 'events.form.publishedHelp',
    defaultMessage:
      'Published: participants see changes at once. A grid change that drops slots participants marked is refused.',
  },
  draftHelp: {
    id: 'events.form.draftHelp',
    defaultMessage: 'Draft: only admins and its hosts see it.',
  },
  saveChanges: { id: 'events.form.saveChanges', defaultMessage: 'Save changes' },
});
