import type { AdminType, UserType } from '@matchday/shared';

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
