/** Imports every module's GraphQL definitions once, then builds one schema per graph. */
import type { GraphQLSchema } from 'graphql';
import { ALL_GRAPHS, builder, type GraphName } from './builder.ts';
import './system.graphql.ts';
import '../modules/analytics/analytics.graphql.ts';
import '../modules/mail/mail.graphql.ts';
import '../modules/accounts/accounts.graphql.ts';
import '../modules/accounts/profiles.graphql.ts';
import '../modules/accounts/team.graphql.ts';
import '../modules/accounts/console.graphql.ts';
import '../modules/accounts/badges.graphql.ts';
import '../modules/accounts/admins.graphql.ts';
import '../modules/privacy/privacy.graphql.ts';

export function buildGraphs(): Record<GraphName, GraphQLSchema> {
  return Object.fromEntries(
    ALL_GRAPHS.map((graph) => [graph, builder.toSchema({ subGraph: graph })]),
  ) as Record<GraphName, GraphQLSchema>;
}
