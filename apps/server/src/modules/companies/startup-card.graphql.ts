import { placeName } from '@matchday/shared';
import { builder } from '../../graphql/builder.ts';
import { can, signedIn } from '../../graphql/scopes.ts';
import type { CompanyView } from '../accounts/company-view.ts';
import { StartupStageEnum } from './profile.types.graphql.ts';
import { getStartupCard } from './startup-card.service.ts';

/**
 * A startup's read-only card on the admin graph (viewStartupCards): what the organisers weigh
 * when curating suggestions and approving registrations. No people, no deck, no contact.
 */

const opts = { authScopes: signedIn };
const maybe = { authScopes: signedIn, nullable: true } as const;

const StartupCardRef = builder.objectRef<CompanyView>('StartupCard').implement({
  subGraphs: ['admin'],
  description: 'A startup as its events’ organisers see it when curating and approving.',
  fields: (t) => ({
    id: t.exposeID('id', opts),
    name: t.exposeString('name', opts),
    logoThumbnailUrl: t.string({
      ...maybe,
      resolve: (c, _a, ctx) => (c.logoFileId ? ctx.fileUrls.url(c.logoFileId, 'thumb') : null),
    }),
    pitchShort: t.exposeString('pitchShort', { ...maybe, description: 'The one-line pitch.' }),
    pitchLong: t.exposeString('pitchLong', maybe),
    description: t.exposeString('description', maybe),
    stage: t.expose('stage', { ...maybe, type: StartupStageEnum }),
    industries: t.exposeStringList('industries', opts),
    technologies: t.exposeStringList('technologies', opts),
    countryName: t.string({ ...maybe, resolve: (c) => placeName(c.country) }),
    city: t.exposeString('city', maybe),
    website: t.exposeString('website', maybe),
    foundedYear: t.exposeInt('foundedYear', maybe),
    sizeBand: t.exposeString('sizeBand', maybe),
    interestedCountries: t.stringList({
      ...opts,
      description: 'Where the startup wants to grow, by name.',
      resolve: (c) => c.interestedCountries.map((p) => placeName(p) ?? p),
    }),
  }),
});

builder.queryField('startupCard', (t) =>
  t.field({
    type: StartupCardRef,
    subGraphs: ['admin'],
    authScopes: can('viewStartupCards'),
    description:
      'A startup’s read-only card: ADMIN any, EVENT_HOST those at its hosted events (else NOT_FOUND).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getStartupCard(ctx.db, ctx.actor, String(a.id)),
  }),
);
