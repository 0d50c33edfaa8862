/** Every table of every module; drizzle-kit and the relations read this file. */
export * from '../modules/analytics/analytics.tables.ts';
export * from '../modules/accounts/accounts.tables.ts';
export * from '../modules/accounts/badges.tables.ts';
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/mail/mail.tables.ts';
export * from '../modules/mail/notifications.tables.ts';
export * from '../modules/uploads/uploads.tables.ts';
export * from '../modules/events/events.tables.ts';
export * from '../modules/matchmaking/matchmaking.tables.ts';
export * from '../modules/team/team.tables.ts';
export * from '../modules/meetings/meetings.tables.ts';
export * from '../modules/admins/admins.tables.ts';
export * from '../modules/grants/grants.tables.ts';
export * from '../modules/resources/resources.tables.ts';
export * from '../modules/followup/followup.tables.ts';
export * from '../modules/reminders/reminders.tables.ts';
export * from '../modules/signing/signing.tables.ts';
