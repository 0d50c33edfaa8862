/** Every table of every module; drizzle-kit and the relations read this file. */
export * from '../modules/analytics/analytics.tables.ts';
export * from '../modules/accounts/accounts.tables.ts';
export * from '../modules/accounts/badges.tables.ts';
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/mail/mail.tables.ts';
export * from '../modules/uploads/uploads.tables.ts';
export * from '../modules/events/events.tables.ts';
export * from '../modules/matchmaking/matchmaking.tables.ts';
export * from '../modules/team/team.tables.ts';
export * from '../modules/meetings/meetings.tables.ts';
export * from '../modules/admins/admins.tables.ts';
