import { defineMessages } from '../../../lib/messages.ts';

/** The texts of the admins' outbox: its list, filters, states and one mail's preview. */
export const mm = defineMessages({
  queued: { id: 'mail.outbox.queued', defaultMessage: 'Queued' },
  queuedHelp: { id: 'mail.outbox.queuedHelp', defaultMessage: 'Waiting for the mail worker.' },
  sent: { id: 'mail.outbox.sent', defaultMessage: 'Sent' },
  sentHelp: { id: 'mail.outbox.sentHelp', defaultMessage: 'Handed to the SMTP server.' },
  kept: { id: 'mail.outbox.kept', defaultMessage: 'Kept, not sent' },
  keptHelp: {
    id: 'mail.outbox.keptHelp',
    defaultMessage:
      'No mail server is configured (SMTP_URL): the mail is kept here only and nobody received it.',
  },
  failed: { id: 'mail.outbox.failed', defaultMessage: 'Failed' },
  failedHelp: {
    id: 'mail.outbox.failedHelp',
    defaultMessage: 'Gave up after its retries; see the last error.',
  },
  all: { id: 'mail.outbox.all', defaultMessage: 'All' },
  recipient: { id: 'mail.outbox.recipient', defaultMessage: 'Recipient' },
  partOfAddress: { id: 'mail.outbox.partOfAddress', defaultMessage: 'Part of an address' },
  template: { id: 'mail.outbox.template', defaultMessage: 'Template' },
  anyTemplate: { id: 'mail.outbox.anyTemplate', defaultMessage: 'Any template' },
  state: { id: 'mail.outbox.state', defaultMessage: 'State' },
  title: { id: 'mail.outbox.title', defaultMessage: 'Outbox' },
  intro: {
    id: 'mail.outbox.intro',
    defaultMessage: 'Every e-mail Matchday has queued, sent, kept without sending or given up on.',
  },
  attempts: {
    id: 'mail.outbox.attemptsCount',
    defaultMessage: '{count, plural, one {# attempt} other {# attempts}}',
  },
  subject: { id: 'mail.outbox.subject', defaultMessage: 'Subject' },
  attemptsColumn: { id: 'mail.outbox.attempts', defaultMessage: 'Attempts' },
  noMatch: { id: 'mail.outbox.noMatch', defaultMessage: 'No mail matches these filters.' },
  messages: {
    id: 'mail.outbox.messages',
    defaultMessage: '{count, plural, one {# message} other {# messages}}',
  },
  mail: { id: 'mail.outbox.mail', defaultMessage: 'Mail' },
  notFound: { id: 'mail.outbox.notFound', defaultMessage: 'Not found.' },
  to: { id: 'mail.outbox.to', defaultMessage: 'To' },
  noServer: {
    id: 'mail.outbox.noServer',
    defaultMessage: 'no mail server configured: nobody received it',
  },
  notYetSent: { id: 'mail.outbox.notYetSent', defaultMessage: 'not yet sent' },
  job: {
    id: 'mail.outbox.job',
    defaultMessage: 'job {state} ({count}/{limit} retries)',
  },
  queuedSent: { id: 'mail.outbox.queuedSent', defaultMessage: 'Queued / sent' },
  notSent: { id: 'mail.outbox.notSent', defaultMessage: 'not sent' },
  lastError: { id: 'mail.outbox.lastError', defaultMessage: 'Last error' },
  plainText: { id: 'mail.outbox.plainText', defaultMessage: 'Plain text' },
  data: { id: 'mail.outbox.data', defaultMessage: 'Data' },
  previewOf: { id: 'mail.outbox.previewOf', defaultMessage: 'Preview of {subject}' },
  sendAgain: {
    id: 'mail.outbox.sendAgain',
    defaultMessage: 'Send this mail to {recipient} again?',
  },
  yesResend: { id: 'mail.outbox.yesResend', defaultMessage: 'Yes, resend' },
  cancel: { id: 'mail.outbox.cancel', defaultMessage: 'Cancel' },
  resend: { id: 'mail.outbox.resend', defaultMessage: 'Resend' },
});
