import {
  MATCH_CHOICES,
  MATCH_SOURCES,
  MATCH_STATES,
  NEED_STATES,
  PAIRING_STATES,
} from '@matchday/shared';
import type { MatchReason } from '@matchday/matching';
import DataLoader from 'dataloader';
import { builder } from '../../graphql/builder.ts';
import type { GraphContext } from '../../graphql/context.ts';
import { signedIn, SIGNED_IN_GRAPHS, startupOnly } from '../../graphql/scopes.ts';
import { companyCards, type CompanyCard } from '../accounts/accounts.queries.ts';
import { needsByIds } from './matchmaking.queries.ts';
import { myApplications, type NeedRow } from './needs.service.ts';
import { type PairingRow } from './pairing.service.ts';
import type { MatchRow } from './choices.service.ts';

/** GraphQL types of needs, matches and pairing requests, with their per-request loaders. */

export const seen = { authScopes: signedIn };
export const G = SIGNED_IN_GRAPHS;
export const ADMIN = ['admin'] as const;
export const CORP_ADMIN = ['corp', 'admin'] as const;

export type { CompanyCard };

const loaders = new WeakMap<object, ReturnType<typeof makeLoaders>>();
function makeLoaders(ctx: GraphContext) {
  return {
    company: new DataLoader(async (ids: readonly string[]) => {
      const map = await companyCards(ctx.db, ids);
      return ids.map((id) => map.get(id) ?? null);
    }),
    need: new DataLoader(async (ids: readonly string[]) => {
      const map = await needsByIds(ctx.db, ids);
      return ids.map((id) => map.get(id) ?? null);
    }),
    application: new DataLoader(async (ids: readonly string[]) => {
      const map = await myApplications(ctx.db, ctx.actor, [...ids]);
      return ids.map((id) => (map.has(id) ? { note: map.get(id)! } : null));
    }),
  };
}
export function load(ctx: GraphContext) {
  let l = loaders.get(ctx);
  if (!l) loaders.set(ctx, (l = makeLoaders(ctx)));
  return l;
}

export const NeedStateEnum = builder.enumType('NeedState', { subGraphs: G, values: NEED_STATES });
const MatchStateEnum = builder.enumType('MatchState', { subGraphs: G, values: MATCH_STATES });
export const MatchChoiceEnum = builder.enumType('MatchChoice', {
  subGraphs: G,
  values: MATCH_CHOICES,
});
const MatchSourceEnum = builder.enumType('MatchSource', { subGraphs: G, values: MATCH_SOURCES });
const PairingStateEnum = builder.enumType('PairingState', { subGraphs: G, values: PAIRING_STATES });

export const CompanyCardRef = builder.objectRef<CompanyCard>('CompanyCard').implement({
  subGraphs: G,
  description: 'The name and headline of an organisation in a match or request.',
  fields: (t) => ({
    id: t.exposeID('id', seen),
    name: t.exposeString('name', seen),
    country: t.exposeString('country', seen),
    stage: t.exposeString('stage', { ...seen, nullable: true }),
    pitch: t.exposeString('pitchShort', { ...seen, nullable: true }),
    industries: t.exposeStringList('industries', seen),
  }),
});

const company = (pick: (r: { startupId?: string; corporateId: string }) => string | undefined) => ({
  ...seen,
  type: CompanyCardRef,
  nullable: true as const,
  resolve: (r: { startupId?: string; corporateId: string }, _a: unknown, ctx: GraphContext) => {
    const id = pick(r);
    return id ? load(ctx).company.load(id) : null;
  },
});

const ApplicationRef = builder.objectRef<{ note: string }>('NeedApplication').implement({
  subGraphs: ['startup'],
  fields: (t) => ({ note: t.exposeString('note', { authScopes: startupOnly }) }),
});

export const NeedRef = builder.objectRef<NeedRow>('Need').implement({
  subGraphs: G,
  description: 'A corporate’s innovation need at an event.',
  fields: (t) => ({
    id: t.exposeID('id', seen),
    eventId: t.exposeID('eventId', seen),
    title: t.exposeString('title', seen),
    description: t.exposeString('description', seen),
    industries: t.exposeStringList('industries', seen),
    technologies: t.exposeStringList('technologies', seen),
    stages: t.exposeStringList('stages', seen),
    countries: t.exposeStringList('countries', seen),
    wantedMeetings: t.exposeInt('wantedMeetings', seen),
    state: t.expose('state', { ...seen, type: NeedStateEnum }),
    corporate: t.field(company((r) => r.corporateId)),
    myApplication: t.field({
      type: ApplicationRef,
      nullable: true,
      subGraphs: ['startup'],
      authScopes: startupOnly,
      description: 'The own startup’s expressed interest, if any.',
      resolve: (n, _a, ctx) => load(ctx).application.load(n.id),
    }),
  }),
});

const ReasonRef = builder.objectRef<MatchReason>('MatchReason').implement({
  subGraphs: G,
  fields: (t) => ({
    kind: t.exposeString('kind', seen),
    text: t.exposeString('text', seen),
    weight: t.exposeFloat('weight', {
      ...seen,
      description: 'Points of the score (0 for a flag).',
    }),
  }),
});

export const MatchRef = builder.objectRef<MatchRow>('Match').implement({
  subGraphs: G,
  description: 'A suggestion: startup × need, scored and explained, with its state.',
  fields: (t) => ({
    id: t.exposeID('id', seen),
    eventId: t.exposeID('eventId', seen),
    score: t.exposeInt('score', { ...seen, description: '0–100.' }),
    reasons: t.field({ ...seen, type: [ReasonRef], resolve: (m) => m.reasons }),
    source: t.expose('source', { ...seen, type: MatchSourceEnum }),
    state: t.expose('state', { ...seen, type: MatchStateEnum }),
    choice: t.expose('choice', { ...seen, type: MatchChoiceEnum, nullable: true }),
    declineReason: t.exposeString('declineReason', { ...seen, nullable: true }),
    refusalReason: t.exposeString('refusalReason', {
      ...seen,
      nullable: true,
      description: 'Why the startup declined the selection (REFUSED), when it said.',
    }),
    pinned: t.exposeBoolean('pinned', seen),
    startup: t.field(company((r) => r.startupId)),
    corporate: t.field(company((r) => r.corporateId)),
    need: t.field({
      ...seen,
      type: NeedRef,
      nullable: true,
      resolve: (m, _a, ctx) => (m.needId ? load(ctx).need.load(m.needId) : null),
    }),
  }),
});

export const PairingRef = builder.objectRef<PairingRow>('PairingRequest').implement({
  subGraphs: G,
  fields: (t) => ({
    id: t.exposeID('id', seen),
    eventId: t.exposeID('eventId', seen),
    state: t.expose('state', { ...seen, type: PairingStateEnum }),
    message: t.exposeString('message', seen),
    startup: t.field(company((r) => r.startupId)),
    corporate: t.field(company((r) => r.corporateId)),
    need: t.field({
      ...seen,
      type: NeedRef,
      nullable: true,
      resolve: (p, _a, ctx) => (p.needId ? load(ctx).need.load(p.needId) : null),
    }),
    createdAt: t.expose('createdAt', { ...seen, type: 'DateTime' }),
    decidedAt: t.expose('decidedAt', { ...seen, type: 'DateTime', nullable: true }),
  }),
});
