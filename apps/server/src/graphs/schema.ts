/** Imports every module's GraphQL definitions once, then builds one schema per graph. */
import type { GraphQLSchema } from 'graphql';
import { ALL_GRAPHS, builder, type GraphName } from '../graphql/builder.ts';
import '../graphql/system.graphql.ts';
import '../modules/analytics/analytics.graphql.ts';
import '../modules/mail/mail.graphql.ts';
import '../modules/notifications/notifications.graphql.ts';
import '../modules/accounts/accounts.graphql.ts';
import '../modules/companies/profiles.graphql.ts';
import '../modules/team/team.graphql.ts';
import '../modules/companies/console-companies.graphql.ts';
import '../modules/companies/company-status.graphql.ts';
import '../modules/companies/directory.graphql.ts';
import '../modules/companies/startup-card.graphql.ts';
import '../modules/badges/badges.graphql.ts';
import '../modules/admins/people.graphql.ts';
import '../modules/admins/admins.graphql.ts';
import '../modules/privacy/privacy.graphql.ts';
import '../modules/events/events.graphql.ts';
import '../modules/events/attendance.graphql.ts';
import '../modules/matchmaking/needs.graphql.ts';
import '../modules/matchmaking/suggestions.graphql.ts';
import '../modules/matchmaking/pairing.graphql.ts';
import '../modules/meetings/meetings.graphql.ts';
import '../modules/meetings/participant-removal.graphql.ts';
import '../modules/booking/booking.graphql.ts';
import '../modules/grants/grants.graphql.ts';
import '../modules/followup/followup.graphql.ts';
import '../modules/followup/rating-corrections.graphql.ts';
import '../modules/followup/schedule.graphql.ts';
import '../modules/reminders/reminders.graphql.ts';
import '../modules/checkin/checkin.graphql.ts';
import '../modules/liveday/liveday.graphql.ts';
import '../modules/reports/reports.graphql.ts';
import '../modules/resources/resources.graphql.ts';
import '../modules/home/home.graphql.ts';
import '../modules/conversations/conversations.graphql.ts';
import '../modules/conversations/organiser.graphql.ts';
import '../modules/conversations/safety.graphql.ts';
import '../modules/conversations/digests.graphql.ts';
import '../modules/integrations/api-tokens.graphql.ts';
import '../modules/integrations/webhooks.graphql.ts';
import '../modules/integrations/identity-providers.graphql.ts';

let graphs: Record<GraphName, GraphQLSchema> | undefined;

/** The four schemas, built on the first call (an app per test file reuses them). */
export function buildGraphs(): Record<GraphName, GraphQLSchema> {
  graphs ??= Object.fromEntries(
    ALL_GRAPHS.map((graph) => [graph, builder.toSchema({ subGraph: graph })]),
  ) as Record<GraphName, GraphQLSchema>;
  return graphs;
}
