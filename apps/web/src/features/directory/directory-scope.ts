import { reachOf, type Reach, type Role } from '@matchday/shared';

/**
 * What the directory shows a role, read from the permission table (SPEC §6) like the server's
 * policy: a kind of company is listed when the role may open other companies' profiles of that
 * kind (its own company is never listed, so a reach of "own" lists nothing). The filters follow:
 * the type choice only when both kinds are listed, stage and incubator only for startups, the
 * incubator not for an incubator admin (it sees its own incubator's startups only).
 */
export type DirectoryScope = {
  startups: boolean;
  corporates: boolean;
  /** The page's wording: whom the reader finds here. */
  noun: 'startups' | 'corporates' | 'companies';
  filters: { type: boolean; stage: boolean; incubator: boolean };
};

const listsOthers = (reach: Reach) => reach !== false && reach !== 'own';

export function directoryScope(role: Role): DirectoryScope | null {
  const startupReach = reachOf(role, 'viewStartupProfile');
  const startups = listsOthers(startupReach);
  const corporates = listsOthers(reachOf(role, 'viewCorporateProfile'));
  if (!startups && !corporates) return null;
  return {
    startups,
    corporates,
    noun: startups && corporates ? 'companies' : startups ? 'startups' : 'corporates',
    filters: {
      type: startups && corporates,
      stage: startups,
      incubator: startups && startupReach !== 'ownIncubator',
    },
  };
}
