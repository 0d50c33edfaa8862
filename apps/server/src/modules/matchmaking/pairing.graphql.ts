import { builder } from '../../graphql/builder.ts';
import { withoutNulls } from '../../graphql/inputs.ts';
import { can, signedIn, startupOnly } from '../../graphql/scopes.ts';
import { attendingCompanyIds } from '../events/attendance.queries.ts';
import { getEvent } from '../events/events.service.ts';
import { answerPairing, listPairingRequests, requestPairing } from './pairing.service.ts';
import {
  G,
  CORP_ADMIN,
  CompanyCardRef,
  PairingRef,
  load,
  type CompanyCard,
} from './matchmaking.types.graphql.ts';

/** Pairing requests on the graphs. */

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
