import { reachOf, resourceAudiencesFor, type ResourceAudience, type Role } from '@matchday/shared';
import type { ManagedResourceFieldsFragment } from '../../../gql/admin.ts';

/** The state of the resource form and what the permission table lets a role address. */

export type Kind = 'FILE' | 'LINK';
type FileShown = { id: string; name: string | null; size: number };
export type Form = {
  title: string;
  description: string;
  kind: Kind;
  file: FileShown | null;
  link: string;
  audience: ResourceAudience;
  eventId: string | null;
  incubator: string | null;
};

/** The audiences a role may address, from the permission table (the server checks the same). */
export const audiencesFor = (role: Role): ResourceAudience[] =>
  resourceAudiencesFor(reachOf(role, 'useResources'));

/** Whether the role chooses the incubator (a full reach), rather than addressing its own. */
export const picksIncubator = (role: Role) => reachOf(role, 'useResources') === 'all';

/** The form's first values: the resource's, or empty with the role's first audience. */
export function formOf(role: Role, r: ManagedResourceFieldsFragment | null): Form {
  return {
    title: r?.title ?? '',
    description: r?.description ?? '',
    kind: r?.link ? 'LINK' : 'FILE',
    file: r?.file ? { id: r.file.id, name: r.file.name ?? null, size: r.file.size } : null,
    link: r?.link ?? '',
    audience: r?.audience ?? audiencesFor(role)[0]!,
    eventId: r?.eventId ?? null,
    incubator: r?.incubator ?? null,
  };
}
