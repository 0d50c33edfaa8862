import type { Operation } from '@matchday/shared';
import type { GraphName } from './context.ts';

/**
 * Scope shorthands for `authScopes` (every field declares its own; a test fails on one without).
 * Rights beyond "which kind of person" come from the permission table: `can(operation)`.
 */
export const signedIn = { startup: true, corp: true, admin: true };
export const anyUser = { startup: true, corp: true };
export const startupOnly = { startup: true };
export const corpOnly = { corp: true };
export const anyAdmin = { admin: true };
export const can = (operation: Operation) => ({ can: operation });

export type Scopes = {
  public?: boolean;
  startup?: boolean;
  corp?: boolean;
  admin?: boolean;
  can?: Operation;
};

export const SIGNED_IN_GRAPHS: GraphName[] = ['startup', 'corp', 'admin'];
export const USER_GRAPHS: GraphName[] = ['startup', 'corp'];
export const ADMIN_GRAPH: GraphName[] = ['admin'];
