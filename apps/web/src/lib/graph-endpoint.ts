import { GRAPH_PATHS } from '@matchday/shared';
import type { SessionUser } from './session.ts';

/** The GraphQL endpoint is chosen from the user (SPEC §7). */
export function graphEndpointFor(user: SessionUser | null): string {
  if (!user) return GRAPH_PATHS.public;
  if (user.admin) return GRAPH_PATHS.admin;
  return user.type === 'startup' ? GRAPH_PATHS.startup : GRAPH_PATHS.corp;
}
