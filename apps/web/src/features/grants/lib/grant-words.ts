import type { GrantStatus } from '@matchday/shared';
import { defineMessages, type Message } from '../../../lib/messages.ts';

/** Grant statuses as people read them (their English is labels.ts's). */
export const STATUS_WORD: Record<GrantStatus, Message> = defineMessages({
  DRAFT: { id: 'grants.status.draft', defaultMessage: 'Draft' },
  SUBMITTED: { id: 'grants.status.submitted', defaultMessage: 'Submitted' },
  IN_REVIEW: { id: 'grants.status.inReview', defaultMessage: 'In review' },
  APPROVED: { id: 'grants.status.approved', defaultMessage: 'Approved' },
  REJECTED: { id: 'grants.status.rejected', defaultMessage: 'Not approved' },
  AGREEMENT_SENT: { id: 'grants.status.agreementSent', defaultMessage: 'Agreement sent' },
  SIGNED: { id: 'grants.status.signed', defaultMessage: 'Signed' },
  CLOSED: { id: 'grants.status.closed', defaultMessage: 'Closed' },
});

/** The texts of the admins' review queue. */
export const qm = defineMessages({
  title: { id: 'grants.queue.title', defaultMessage: 'Innovation grants' },
  pageTitle: { id: 'grants.queue.pageTitle', defaultMessage: 'Grants' },
  intro: {
    id: 'grants.queue.intro',
    defaultMessage:
      'Applications waiting for the programme, oldest first. Open one to review and decide.',
  },
  status: { id: 'grants.queue.status', defaultMessage: 'Status' },
  everyStatus: { id: 'grants.queue.everyStatus', defaultMessage: 'Every status' },
  search: { id: 'grants.queue.search', defaultMessage: 'Search' },
  searchPlaceholder: {
    id: 'grants.queue.searchPlaceholder',
    defaultMessage: 'Title, startup or corporate',
  },
  loading: { id: 'grants.queue.loading', defaultMessage: 'Loading the review queue' },
  loadFailed: { id: 'grants.queue.loadFailed', defaultMessage: 'The queue could not be loaded' },
  nothingMatches: { id: 'grants.queue.nothingMatches', defaultMessage: 'Nothing matches' },
  none: { id: 'grants.queue.none', defaultMessage: 'No applications yet' },
  tryAnother: { id: 'grants.queue.tryAnother', defaultMessage: 'Try another status or search.' },
  appear: {
    id: 'grants.queue.appear',
    defaultMessage: 'Submitted applications appear here for review.',
  },
  applications: { id: 'grants.queue.applications', defaultMessage: 'Grant applications' },
  with: { id: 'grants.queue.with', defaultMessage: '{startup} with {corporate}' },
  submittedOn: {
    id: 'grants.queue.submittedOn',
    defaultMessage: '{budget} · submitted {date}',
  },
  project: { id: 'grants.queue.project', defaultMessage: 'Project' },
  startup: { id: 'grants.queue.startup', defaultMessage: 'Startup' },
  corporate: { id: 'grants.queue.corporate', defaultMessage: 'Corporate' },
  budget: { id: 'grants.queue.budget', defaultMessage: 'Budget' },
  submitted: { id: 'grants.queue.submitted', defaultMessage: 'Submitted' },
  count: {
    id: 'grants.queue.count',
    defaultMessage: '{count, plural, one {# application} other {# applications}}',
  },
});
