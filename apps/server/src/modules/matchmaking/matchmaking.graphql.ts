import {
  MATCH_CHOICES,
  MATCH_SOURCES,
  MATCH_STATES,
  NEED_STATES,
  PAIRING_STATES,
} from '@matchday/shared';
import type { MatchReason } from '@matchday/matching';
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import { builder } from '../../graphql/builder.ts';
import type { GraphContext } from '../../graphql/context.ts';
import { withoutNulls } from '../../graphql/inputs.ts';
import { can, signedIn, SIGNED_IN_GRAPHS, startupOnly } from '../../graphql/scopes.ts';
import { companies } from '../accounts/accounts.tables.ts';
import { attendingCompanyIds } from '../events/attendance.service.ts';
import { getEvent } from '../events/events.service.ts';
import { needs } from './matchmaking.tables.ts';
import {
  applyToNeed,
  createNeed,
  getNeed,
  listNeeds,
  myApplications,
  setNeedState,
  updateNeed,
  type NeedRow,
} from './needs.service.ts';
import {
  answerPairing,
  listPairingRequests,
  requestPairing,
  type PairingRow,
} from './pairing.service.ts';
import {
  addSuggestion,
  chooseSuggestion,
  eventMatches,
  generateSuggestions,
  mySelections,
  needSuggestions,
  pinSuggestion,
  publishSuggestions,
  removeSuggestion,
  respondToSelection,
  type MatchRow,
} from './suggestions.service.ts';

/** Needs, suggestions, choices and pairing requests on the signed-in graphs (issue 13). */

const seen = { authScopes: signedIn };
const G = SIGNED_IN_GRAPHS;
const ADMIN = ['admin'] as const;
const CORP_ADMIN = ['corp', 'admin'] as const;

type CompanyCard = Pick<
  typeof companies.$inferSelect,
  'id' | 'name' | 'type' | 'country' | 'stage' | 'pitchShort' | 'industries'
>;

const loaders = new WeakMap<object, ReturnType<typeof makeLoaders>>();
function makeLoaders(ctx: GraphContext) {
  return {
    company: new DataLoader(async (ids: readonly string[]) => {
      const rows = await ctx.db
        .select({
          id: companies.id,
          name: companies.name,
          type: companies.type,
          country: companies.country,
          stage: companies.stage,
          pitchShort: companies.pitchShort,
          industries: companies.industries,
        })
        .from(companies)
        .where(inArray(companies.id, [...ids]));
      const map = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => map.get(id) ?? null);
    }),
    need: new DataLoader(async (ids: readonly string[]) => {
      const rows = await ctx.db
        .select()
        .from(needs)
        .where(inArray(needs.id, [...ids]));
      const map = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => map.get(id) ?? null);
    }),
    application: new DataLoader(async (ids: readonly string[]) => {
      const map = await myApplications(ctx.db, ctx.actor, [...ids]);
      return ids.map((id) => (map.has(id) ? { note: map.get(id)! } : null));
    }),
  };
}
function load(ctx: GraphContext) {
  let l = loaders.get(ctx);
  if (!l) loaders.set(ctx, (l = makeLoaders(ctx)));
  return l;
}

const NeedStateEnum = builder.enumType('NeedState', { subGraphs: G, values: NEED_STATES });
const MatchStateEnum = builder.enumType('MatchState', { subGraphs: G, values: MATCH_STATES });
const MatchChoiceEnum = builder.enumType('MatchChoice', { subGraphs: G, values: MATCH_CHOICES });
const MatchSourceEnum = builder.enumType('MatchSource', { subGraphs: G, values: MATCH_SOURCES });
const PairingStateEnum = builder.enumType('PairingState', { subGraphs: G, values: PAIRING_STATES });

const CompanyCardRef = builder.objectRef<CompanyCard>('CompanyCard').implement({
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

const NeedRef = builder.objectRef<NeedRow>('Need').implement({
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

const MatchRef = builder.objectRef<MatchRow>('Match').implement({
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

const PairingRef = builder.objectRef<PairingRow>('PairingRequest').implement({
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

// ── Queries ──
builder.queryField('needs', (t) =>
  t.field({
    type: [NeedRef],
    subGraphs: G,
    authScopes: can('viewNeeds'),
    description:
      'The needs of an event this caller may read (own, or published ones of its events).',
    args: { eventId: t.arg.id({ required: true }), state: t.arg({ type: NeedStateEnum }) },
    resolve: (_r, a, ctx) => listNeeds(ctx.db, ctx.actor, String(a.eventId), a.state ?? undefined),
  }),
);

builder.queryField('need', (t) =>
  t.field({
    type: NeedRef,
    subGraphs: G,
    authScopes: can('viewNeeds'),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getNeed(ctx.db, ctx.actor, String(a.id)),
  }),
);

builder.queryField('needSuggestions', (t) =>
  t.field({
    type: [MatchRef],
    subGraphs: [...CORP_ADMIN],
    authScopes: { $any: { corp: true, can: 'curateSuggestions' } },
    description: 'A need’s suggestions, best first (organisers see PROPOSED ones too).',
    args: { needId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => needSuggestions(ctx.db, ctx.actor, String(a.needId)),
  }),
);

builder.queryField('eventMatches', (t) =>
  t.field({
    type: [MatchRef],
    subGraphs: [...ADMIN],
    authScopes: can('curateSuggestions'),
    description: 'Every match of an event (the Matches tab).',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) =>
      eventMatches(ctx.db, ctx.actor, await getEvent(ctx.db, ctx.actor, String(a.eventId))),
  }),
);

builder.queryField('mySelections', (t) =>
  t.field({
    type: [MatchRef],
    subGraphs: ['startup'],
    authScopes: startupOnly,
    description: 'The matches a corporate has chosen this startup for, at an event.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) =>
      mySelections(ctx.db, ctx.actor, (await getEvent(ctx.db, ctx.actor, String(a.eventId))).id),
  }),
);

builder.queryField('pairingRequests', (t) =>
  t.field({
    type: [PairingRef],
    subGraphs: G,
    authScopes: signedIn,
    description: 'Pairing requests of an event: the own side’s, or all for organisers.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => listPairingRequests(ctx.db, ctx.actor, String(a.eventId)),
  }),
);

builder.queryField('eventCorporates', (t) =>
  t.field({
    type: [CompanyCardRef],
    subGraphs: ['startup'],
    authScopes: startupOnly,
    description: 'The approved corporates of an event (whom a startup may ask for a meeting).',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => {
      const event = await getEvent(ctx.db, ctx.actor, String(a.eventId));
      const ids = await attendingCompanyIds(ctx.db, event.id, 'corp');
      return (await load(ctx).company.loadMany(ids)).filter(
        (c): c is CompanyCard => !!c && !(c instanceof Error),
      );
    },
  }),
);

// ── Needs ──
const needFields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  title: t.string(),
  description: t.string(),
  industries: t.stringList(),
  technologies: t.stringList(),
  stages: t.stringList(),
  countries: t.stringList(),
  wantedMeetings: t.int(),
});
const CreateNeedInput = builder.inputType('CreateNeedInput', {
  subGraphs: ['corp'],
  fields: needFields,
});
const UpdateNeedInput = builder.inputType('UpdateNeedInput', {
  subGraphs: [...CORP_ADMIN],
  fields: needFields,
});

builder.mutationField('createNeed', (t) =>
  t.field({
    type: NeedRef,
    subGraphs: ['corp'],
    authScopes: can('manageNeeds'),
    description: 'States a need at an event the corporate takes part in (a draft).',
    args: {
      eventId: t.arg.id({ required: true }),
      input: t.arg({ type: CreateNeedInput, required: true }),
    },
    resolve: (_r, a, ctx) =>
      createNeed(ctx.db, ctx.actor, String(a.eventId), withoutNulls(a.input)),
  }),
);

builder.mutationField('updateNeed', (t) =>
  t.field({
    type: NeedRef,
    subGraphs: [...CORP_ADMIN],
    authScopes: can('manageNeeds'),
    args: {
      needId: t.arg.id({ required: true }),
      input: t.arg({ type: UpdateNeedInput, required: true }),
    },
    resolve: (_r, a, ctx) => updateNeed(ctx.db, ctx.actor, String(a.needId), withoutNulls(a.input)),
  }),
);

for (const [name, state] of [
  ['publishNeed', 'PUBLISHED'],
  ['closeNeed', 'CLOSED'],
] as const) {
  builder.mutationField(name, (t) =>
    t.field({
      type: NeedRef,
      subGraphs: [...CORP_ADMIN],
      authScopes: can('manageNeeds'),
      args: { needId: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => setNeedState(ctx.db, ctx.actor, String(a.needId), state),
    }),
  );
}

builder.mutationField('applyToNeed', (t) =>
  t.field({
    type: NeedRef,
    subGraphs: ['startup'],
    authScopes: can('applyToNeeds'),
    description: 'Expresses interest in a published need with a short note.',
    args: { needId: t.arg.id({ required: true }), note: t.arg.string() },
    resolve: async (_r, a, ctx) => {
      await applyToNeed(ctx.db, ctx.actor, String(a.needId), { note: a.note ?? '' });
      return getNeed(ctx.db, ctx.actor, String(a.needId));
    },
  }),
);

// ── Suggestions ──
const GenerationRef = builder
  .objectRef<{ needs: number; startups: number; proposed: number }>('SuggestionRun')
  .implement({
    subGraphs: [...ADMIN],
    fields: (t) => ({
      needs: t.exposeInt('needs', seen),
      startups: t.exposeInt('startups', seen),
      proposed: t.exposeInt('proposed', seen),
    }),
  });

builder.mutationField('generateSuggestions', (t) =>
  t.field({
    type: GenerationRef,
    subGraphs: [...ADMIN],
    authScopes: can('curateSuggestions'),
    description: 'Ranks the approved startups for every published need (PROPOSED).',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => generateSuggestions(ctx.db, ctx.actor, String(a.eventId)),
  }),
);

builder.mutationField('publishSuggestions', (t) =>
  t.int({
    subGraphs: [...ADMIN],
    authScopes: can('curateSuggestions'),
    description: 'PROPOSED → SUGGESTED; mails each corporate. Answers how many.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => publishSuggestions(ctx, String(a.eventId)),
  }),
);

builder.mutationField('addSuggestion', (t) =>
  t.field({
    type: MatchRef,
    subGraphs: [...ADMIN],
    authScopes: can('curateSuggestions'),
    args: { needId: t.arg.id({ required: true }), startupId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) =>
      addSuggestion(ctx.db, ctx.actor, String(a.needId), String(a.startupId)),
  }),
);

builder.mutationField('pinSuggestion', (t) =>
  t.field({
    type: MatchRef,
    subGraphs: [...ADMIN],
    authScopes: can('curateSuggestions'),
    args: { matchId: t.arg.id({ required: true }), pinned: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) => pinSuggestion(ctx.db, ctx.actor, String(a.matchId), a.pinned),
  }),
);

builder.mutationField('removeSuggestion', (t) =>
  t.boolean({
    subGraphs: [...ADMIN],
    authScopes: can('curateSuggestions'),
    args: { matchId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => removeSuggestion(ctx.db, ctx.actor, String(a.matchId)),
  }),
);

builder.mutationField('chooseSuggestion', (t) =>
  t.field({
    type: MatchRef,
    subGraphs: ['corp'],
    authScopes: can('chooseSuggestions'),
    description: 'MUST_MEET or MEET selects the startup (it is mailed); NO_THANKS declines.',
    args: {
      matchId: t.arg.id({ required: true }),
      choice: t.arg({ type: MatchChoiceEnum, required: true }),
      reason: t.arg.string(),
    },
    resolve: (_r, a, ctx) =>
      chooseSuggestion(ctx, String(a.matchId), { choice: a.choice, reason: a.reason ?? undefined }),
  }),
);

builder.mutationField('respondToSelection', (t) =>
  t.field({
    type: MatchRef,
    subGraphs: ['startup'],
    authScopes: can('respondToSelections'),
    description: 'Confirms (a meeting request) or declines a corporate’s selection.',
    args: { matchId: t.arg.id({ required: true }), accept: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) => respondToSelection(ctx.db, ctx.actor, String(a.matchId), a.accept),
  }),
);

// ── Pairing requests ──
const PairingRequestInput = builder.inputType('PairingRequestInput', {
  subGraphs: ['startup', 'admin'],
  fields: (t) => ({ corporateId: t.id(), needId: t.id(), message: t.string() }),
});

builder.mutationField('requestPairing', (t) =>
  t.field({
    type: PairingRef,
    subGraphs: ['startup', 'admin'],
    authScopes: can('requestPairings'),
    description: 'Asks an attending corporate for a meeting (an incubator names its startup).',
    args: {
      eventId: t.arg.id({ required: true }),
      input: t.arg({ type: PairingRequestInput, required: true }),
      startupId: t.arg.id(),
    },
    resolve: (_r, a, ctx) =>
      requestPairing(
        ctx,
        String(a.eventId),
        withoutNulls(a.input),
        a.startupId ? String(a.startupId) : undefined,
      ),
  }),
);

builder.mutationField('answerPairing', (t) =>
  t.field({
    type: PairingRef,
    subGraphs: [...CORP_ADMIN],
    authScopes: can('answerPairings'),
    args: { requestId: t.arg.id({ required: true }), accept: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) => answerPairing(ctx, String(a.requestId), a.accept),
  }),
);
