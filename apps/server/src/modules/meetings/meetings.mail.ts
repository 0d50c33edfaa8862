/**
 * The meetings module's mails: the `confirmedschedule` template. Loaded by the services that
 * queue it and at start-up.
 */
import './mail/confirmedschedule.template.ts';
