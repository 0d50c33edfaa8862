import { DIRECTORY_MAX_PAGE_SIZE, DIRECTORY_PAGE_SIZE, placeName } from '@matchday/shared';
import { builder } from '../../graphql/builder.ts';
import { withoutNulls } from '../../graphql/inputs.ts';
import { page } from '../../graphql/page.ts';
import { signedIn } from '../../graphql/scopes.ts';
import { UserTypeEnum } from '../accounts/accounts.graphql.ts';
import type { CompanyView } from '../accounts/company-view.ts';
import { directoryCountries, listDirectory } from './directory.service.ts';
import { CompanyProfileRef, PROFILE_GRAPHS, StartupStageEnum } from './profile.types.graphql.ts';

/**
 * The company directory on the startup, corp and admin graphs. Fields admit any signed-in
 * person or admin; the service applies the profile policy (SPEC §6) and refuses a role that may
 * not view profiles (EVENT_HOST).
 */

const opts = { authScopes: signedIn };

const DirectoryFilter = builder.inputType('CompanyDirectoryFilter', {
  subGraphs: PROFILE_GRAPHS,
  fields: (t) => ({
    search: t.string({ description: 'Words found in the name, pitch or description, any case.' }),
    type: t.field({ type: UserTypeEnum }),
    industries: t.stringList({ description: 'Any of these industries (INDUSTRIES).' }),
    country: t.string({ description: 'ISO 3166-1 alpha-2 code.' }),
    stage: t.field({ type: StartupStageEnum, description: 'Startups at this stage.' }),
    incubator: t.string({ description: 'Startups of a listed incubator (name or identifier).' }),
  }),
});

const DirectoryPage = page<CompanyView>(
  'CompanyDirectoryPage',
  CompanyProfileRef,
  PROFILE_GRAPHS,
  signedIn,
);

builder.queryField('companyDirectory', (t) =>
  t.field({
    type: DirectoryPage,
    subGraphs: PROFILE_GRAPHS,
    ...opts,
    description: `The profiles the reader may open (SPEC §6), not its own company, searched and filtered, by name, paged (at most ${DIRECTORY_MAX_PAGE_SIZE}). EVENT_HOST: FORBIDDEN.`,
    args: {
      filter: t.arg({ type: DirectoryFilter }),
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: DIRECTORY_PAGE_SIZE }),
    },
    resolve: (_r, a, ctx) =>
      listDirectory(ctx.db, ctx.actor, {
        filter: a.filter ? withoutNulls(a.filter) : undefined,
        offset: a.offset ?? 0,
        limit: a.limit ?? DIRECTORY_PAGE_SIZE,
      }),
  }),
);

const DirectoryCountry = builder.objectRef<string>('DirectoryCountry').implement({
  subGraphs: PROFILE_GRAPHS,
  fields: (t) => ({
    code: t.string({ ...opts, description: 'ISO 3166-1 alpha-2 code.', resolve: (c) => c }),
    name: t.string({ ...opts, resolve: (c) => placeName(c) ?? c }),
  }),
});

builder.queryField('companyDirectoryCountries', (t) =>
  t.field({
    type: [DirectoryCountry],
    subGraphs: PROFILE_GRAPHS,
    ...opts,
    description: 'The countries of the companies the directory can show the reader.',
    resolve: (_r, _a, ctx) => directoryCountries(ctx.db, ctx.actor),
  }),
);
