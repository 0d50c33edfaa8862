/**
 * The meetings module's mails: `confirmedschedule` (a publication) and `meetingchanged` (a
 * published meeting changed between publications). Loaded by the services that queue them and
 * at start-up.
 */
import './mail/confirmedschedule.template.ts';
import './mail/meetingchanged.template.ts';
