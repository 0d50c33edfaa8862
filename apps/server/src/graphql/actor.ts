import type { AdminType, UserType } from '@matchday/shared';

/** Who is asking. Built from the access token by the identity module; null when anonymous. */
export type UserActor = { kind: 'user'; id: string; type: UserType; companyId: string | null };
export type AdminActor = {
  kind: 'admin';
  id: string;
  adminType: AdminType;
  incubator: string | null;
  hosting: string[];
  accountFilter: string[];
};
export type Actor = UserActor | AdminActor | null;
