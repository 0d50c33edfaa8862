import { PRODUCT_NAME, type Locale } from '@matchday/shared';
import {
  defineMessages,
  formatText,
  intlFor,
  type MessageDescriptor,
} from '../../platform/intl.ts';

/**
 * The words the server writes about meetings into mails and calendar files (agenda lines, what
 * changed, the .ics SUMMARY and DESCRIPTION), in the reader's language; English by default.
 */
export const meetingWords = defineMessages({
  meetingWith: { id: 'meetings.words.meetingWith', defaultMessage: 'Meeting with {company}' },
  cancelledLine: { id: 'meetings.words.cancelledLine', defaultMessage: '{line} (cancelled)' },
  table: { id: 'meetings.words.table', defaultMessage: 'Table {number}' },
  online: { id: 'meetings.words.online', defaultMessage: 'online' },
  need: { id: 'meetings.words.need', defaultMessage: 'Need: {title}' },
  cancelReason: { id: 'meetings.words.cancelReason', defaultMessage: 'Cancelled: {reason}' },
  changeCancelled: {
    id: 'meetings.words.change.cancelled',
    defaultMessage: 'Cancelled by the organisers (taken out of the schedule): {title}, was {then}',
  },
  changeNew: { id: 'meetings.words.change.new', defaultMessage: 'New: {title}, {at}' },
  changeBack: {
    id: 'meetings.words.change.back',
    defaultMessage: 'Back on the schedule: {title}, {at}',
  },
  changeMoved: {
    id: 'meetings.words.change.moved',
    defaultMessage: 'Moved by the organisers: {title}, was {then}, now {at}',
  },
  theOrganisers: { id: 'meetings.words.theOrganisers', defaultMessage: 'The organisers' },
  aParticipant: { id: 'meetings.words.aParticipant', defaultMessage: 'A participant' },
  incubatorOf: {
    id: 'meetings.words.incubatorOf',
    defaultMessage: 'The incubator of {startup}',
  },
  theStartup: { id: 'meetings.words.theStartup', defaultMessage: 'the startup' },
  yourCounterpart: { id: 'meetings.words.yourCounterpart', defaultMessage: 'your counterpart' },
  feedName: { id: 'meetings.words.feedName', defaultMessage: '{product} meetings' },
  fileName: { id: 'meetings.words.fileName', defaultMessage: '{product} meeting' },
});

/** Writes one of the meeting words in a language. */
export function meetingText(
  locale: Locale,
  message: MessageDescriptor,
  values?: Record<string, string | number>,
): string {
  return formatText(intlFor(locale), message, { product: PRODUCT_NAME, ...values });
}
