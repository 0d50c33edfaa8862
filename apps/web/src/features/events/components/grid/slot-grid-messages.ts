import { defineMessages, type Message, type MessageValues } from '../../../../lib/messages.ts';

/** A screen's `t`, or `formatNow` outside React. */
export type T = (message: Message, values?: MessageValues) => string;

/** The words of the slot grid and its summary. */
export const m = defineMessages({
  noRoom: {
    id: 'slotGrid.noRoom',
    defaultMessage:
      'These sessions leave no room for a meeting: make a session longer, a pause shorter, or meetings shorter.',
  },
  addSession: {
    id: 'slotGrid.addSession',
    defaultMessage: 'Add a session and a meeting length to see the slots.',
  },
  timesIn: { id: 'slotGrid.timesIn', defaultMessage: 'Times in {zone}' },
  allAvailable: { id: 'slotGrid.allAvailable', defaultMessage: 'Available in every slot' },
  marked: {
    id: 'slotGrid.marked',
    defaultMessage: '{marked, plural, one {# slot} other {# slots}} of {total} unavailable',
  },
  heading: { id: 'slotGrid.heading', defaultMessage: 'Session {number} · {date}' },
  slots: { id: 'slotGrid.slots', defaultMessage: '{count, plural, one {# slot} other {# slots}}' },
  toggleGroup: {
    id: 'slotGrid.toggleGroup',
    defaultMessage: '{heading}: slots you cannot attend',
  },
  listGroup: { id: 'slotGrid.listGroup', defaultMessage: '{heading} slots' },
  pause: { id: 'slotGrid.pause', defaultMessage: 'Pause {range}' },
  unavailable: { id: 'slotGrid.unavailable', defaultMessage: 'Unavailable' },
  available: { id: 'slotGrid.available', defaultMessage: 'Available' },
  sessions: {
    id: 'slotGrid.summary.sessions',
    defaultMessage: '{count, plural, one {# session} other {# sessions}}',
  },
  minutes: { id: 'slotGrid.summary.minutes', defaultMessage: '{minutes} min meetings' },
  video: {
    id: 'slotGrid.summary.video',
    defaultMessage: 'video meetings, up to {count} at a time',
  },
  points: {
    id: 'slotGrid.summary.points',
    defaultMessage: '{count, plural, one {# meeting point} other {# meeting points}}',
  },
  tables: {
    id: 'slotGrid.summary.tables',
    defaultMessage: '{count, plural, one {# table} other {# tables}}',
  },
  breaks: { id: 'slotGrid.summary.breaks', defaultMessage: '{minutes} min breaks' },
  cap: { id: 'slotGrid.summary.cap', defaultMessage: 'at most {count} meetings each' },
});
