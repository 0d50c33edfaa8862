/**
 * The companies module's mails: `account-active` (a company was activated). Loaded by the
 * service that queues it and at start-up, so the worker and the Outbox can render it.
 */
import './mail/account-active.template.ts';
