/** Every table of every module; drizzle-kit and the relations read this file. */
export * from '../modules/analytics/analytics.tables.ts';
