import {
  DIRECTORY_PAGE_SIZE,
  INDUSTRIES,
  STARTUP_STAGES,
  type Industry,
  type StartupStage,
  type UserType,
} from '@matchday/shared';
import type { DirectoryScope } from './directory-scope.ts';

/** The URL keys of the directory's search and filters (the page number is `page`). */
export const FILTER_KEYS = ['q', 'type', 'industry', 'country', 'stage', 'incubator'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Industries in the URL: `industry=Energy,Fintech`. Unknown names are dropped. */
export function readIndustries(value: string): Industry[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter((v): v is Industry => (INDUSTRIES as readonly string[]).includes(v));
}

/**
 * The query variables for the URL's values: only filters the scope offers are sent (a stage in
 * a startup's link does not narrow its list of corporates), empty ones are left out.
 */
export function directoryVariables(
  get: (key: FilterKey) => string,
  page: number,
  scope: DirectoryScope,
) {
  const type = get('type');
  const stage = get('stage');
  const industries = readIndustries(get('industry'));
  const chosenType =
    scope.filters.type && (type === 'startup' || type === 'corp') ? (type as UserType) : null;
  // Stage and incubator describe startups: with corporates chosen they do not apply.
  const startupFilters = chosenType !== 'corp';
  return {
    filter: {
      search: get('q') || null,
      type: chosenType,
      industries: industries.length ? industries : null,
      country: get('country') || null,
      stage:
        startupFilters &&
        scope.filters.stage &&
        (STARTUP_STAGES as readonly string[]).includes(stage)
          ? (stage as StartupStage)
          : null,
      incubator: (startupFilters && scope.filters.incubator && get('incubator')) || null,
    },
    offset: (page - 1) * DIRECTORY_PAGE_SIZE,
    limit: DIRECTORY_PAGE_SIZE,
  };
}

/** How many filters (search aside) narrow the list now. */
export function activeFilterCount(variables: ReturnType<typeof directoryVariables>) {
  const { search: _search, ...rest } = variables.filter;
  return Object.values(rest).filter((v) => v !== null).length;
}
