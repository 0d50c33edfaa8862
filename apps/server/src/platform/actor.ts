import type { AdminType, UserType } from '@matchday/shared';
import type { FastifyRequest } from 'fastify';

/** Who is asking. Built from the access token by the identity module; null when anonymous. */
export type UserActor = {
  kind: 'user';
  id: string;
  type: UserType;
  companyId: string | null;
  /** The sign-in (session family) behind the access token. */
  sessionId?: string;
  /** Set while an ADMIN impersonates this user: the admin's id. */
  impersonatorId?: string | null;
};
export type AdminActor = {
  kind: 'admin';
  id: string;
  adminType: AdminType;
  incubator: string | null;
  hosting: string[];
  accountFilter: string[];
  sessionId?: string;
};
export type Actor = UserActor | AdminActor | null;

/** Turns a request into the actor behind it; the identity module provides the real one. */
export type ActorResolver = (request: FastifyRequest) => Promise<Actor>;

export const anonymous: ActorResolver = async () => null;
