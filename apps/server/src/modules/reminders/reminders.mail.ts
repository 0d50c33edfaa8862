/**
 * The reminders room's mails: `meetingreminder` (a meeting starts soon) and `morningmail` (the
 * day's meetings at 07:00). Loaded by the sweep that queues them and at start-up.
 */
import './mail/meetingreminder.template.ts';
import './mail/morningmail.template.ts';
