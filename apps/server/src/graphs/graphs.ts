import { GRAPH_PATHS } from '@matchday/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { Db } from '../platform/db.ts';
import type { FileUrls } from '../modules/uploads/file-urls.ts';
import type { CalendarFeeds } from '../modules/meetings/calendar/feeds.service.ts';
import { armorPlugins } from '../graphql/armor.ts';
import { CostBudget } from '../platform/cost-budget.ts';
import type { LiveChannels } from '../platform/live-channels.ts';
import type { SecretBox } from '../platform/secret-box.ts';
import { AppError } from '../platform/errors.ts';
import { refuseIfDeactivated } from '../platform/deactivated.ts';
import { publicRoute } from '../http/route-access.ts';
import { isDataException } from '../platform/db-errors.ts';
import type { Actor, ActorResolver } from '../platform/actor.ts';
import type { GraphName } from '../graphql/builder.ts';
import type { GraphContext } from '../graphql/context.ts';
import { graphqlRefusal } from '../graphql/refusal.ts';
import { principalOf, requestCost } from '../graphql/request-cost.ts';
import { buildGraphs } from './schema.ts';
import { graphMetrics } from './graph-metrics.ts';

type ServerContext = { request: FastifyRequest; reply: FastifyReply; actor: Actor };

/** Who may talk to each graph at all; fields still check their own scopes (defence in depth). */
const ADMITS: Record<GraphName, (actor: Actor) => boolean> = {
  public: () => true,
  startup: (a) => a?.kind === 'user' && a.type === 'startup',
  corp: (a) => a?.kind === 'user' && a.type === 'corp',
  admin: (a) => a?.kind === 'admin',
};

/** A graph's route is open; ADMITS and every field's authScopes guard it (graphs.test.ts). */
const GRAPH_ACCESS = publicRoute('a graph: ADMITS the role, every field declares authScopes');

export type GraphOptions = {
  db: Db;
  resolveActor: ActorResolver;
  production: boolean;
  publicUrl: string;
  fileUrls: FileUrls;
  calendarFeeds: CalendarFeeds;
  secretBox: SecretBox;
  live: LiveChannels;
  /** Expensive work per person or address (docs/decisions/070); the default policy unless given. */
  costBudget?: CostBudget;
};

/** Query text larger than this is refused before it is parsed. */
export const GRAPHQL_QUERY_MAX_BYTES = 16 * 1024;

/** Mounts the four Yoga graphs of SPEC §7 as POST routes. */
export function mountGraphs(app: FastifyInstance, options: GraphOptions) {
  const schemas = buildGraphs();
  // The web app is served from PUBLIC_URL itself: CORS answers that origin only, no other.
  const origin = new URL(options.publicUrl).origin;
  const budget = options.costBudget ?? new CostBudget();
  for (const graph of Object.keys(GRAPH_PATHS) as GraphName[]) {
    const yoga = createYoga<ServerContext, GraphContext>({
      schema: schemas[graph],
      graphqlEndpoint: GRAPH_PATHS[graph],
      graphiql: false,
      landingPage: false,
      logging: false,
      cors: (request) =>
        request.headers.get('origin') === origin ? { origin, credentials: true } : false,
      maskedErrors: { isDev: !options.production, maskError: exposeAppErrors(app) },
      plugins: [...armorPlugins(options.production), logUnexpectedErrors, graphMetrics(graph)],
      // Yoga puts its own fetch Request under `request` (no ip, no logger); resolvers get
      // Fastify's, which the server context carries as `reply.request`.
      context: ({ reply, actor }) => ({
        graph,
        db: options.db,
        actor,
        request: reply.request,
        reply,
        publicUrl: options.publicUrl,
        fileUrls: options.fileUrls,
        calendarFeeds: options.calendarFeeds,
        secretBox: options.secretBox,
        live: options.live,
      }),
    });
    const spend: Spend = (actor, request) =>
      budget.admit(principalOf(actor, request), requestCost(schemas[graph], request.body));
    app.post(GRAPH_PATHS[graph], GRAPH_ACCESS, (request, reply) =>
      handle(yoga, graph, options.resolveActor, spend, request, reply),
    );
  }
}

/** Admits a request against its principal's budget; returns what ends it (or throws 429). */
type Spend = (actor: Actor, request: FastifyRequest) => () => void;

async function handle(
  yoga: YogaServerInstance<ServerContext, GraphContext>,
  graph: GraphName,
  resolveActor: ActorResolver,
  spend: Spend,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const query = (request.body as { query?: unknown } | null | undefined)?.query;
  if (typeof query === 'string' && Buffer.byteLength(query) > GRAPHQL_QUERY_MAX_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `GraphQL query text is limited to ${GRAPHQL_QUERY_MAX_BYTES / 1024} kB`,
    );
  }
  const actor = await resolveActor(request);
  if (!ADMITS[graph](actor)) {
    if (!actor) refuseIfDeactivated(request);
    throw actor
      ? new AppError('FORBIDDEN', `This account may not use the ${graph} graph`)
      : new AppError('UNAUTHENTICATED', 'Sign in to use this graph');
  }
  let end: () => void;
  try {
    end = spend(actor, request);
  } catch (error) {
    return graphqlRefusal(reply, error);
  }
  try {
    const response = await yoga.handleNodeRequestAndResponse(request, reply, {
      request,
      reply,
      actor,
    });
    response.headers.forEach((value, key) => {
      reply.header(key, value);
    });
    reply.status(response.status);
    // A single JSON result is sent as text (Yoga holds it as a string; asking for `body` would
    // wrap it in a stream per request); only incremental delivery (multipart, SSE) streams.
    const type = response.headers.get('content-type') ?? '';
    if (type.startsWith('multipart/') || type.startsWith('text/event-stream')) {
      return reply.send(response.body);
    }
    return reply.send(await response.text());
  } finally {
    end();
  }
}

/** Errors raised by something we did not expect (not a domain or GraphQL error). */
function unexpectedCause(error: unknown): unknown {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (!(error instanceof GraphQLError)) return error;
  if (original === undefined || original instanceof GraphQLError) return undefined;
  return original instanceof AppError ? undefined : original;
}

/** Errors the execution already logged with their request (logUnexpectedErrors). */
const logged = new WeakSet<object>();

/**
 * Logs every unexpected execution error with its request id (the request's logger from the
 * context), before the masking below replaces it: a value the database refuses as data as a
 * warning, anything else as an error, so no unexpected failure goes unnoticed. (A plugin rather
 * than an AsyncLocalStorage around the request: that one put async hooks on every promise.)
 */
const logUnexpectedErrors: Plugin<GraphContext> = {
  onExecute({ args }) {
    return {
      onExecuteDone({ result }) {
        if (!('errors' in result) || !result.errors?.length) return;
        const log = (args.contextValue as GraphContext).reply.request.log;
        for (const error of result.errors) {
          const cause = unexpectedCause(error);
          if (cause === undefined) continue;
          logged.add(error);
          if (isDataException(cause)) {
            log.warn({ err: cause, path: error.path }, 'graphql input refused by the database');
          } else log.error({ err: cause, path: error.path }, 'graphql error');
        }
      },
    };
  },
};

/**
 * A domain error (AppError) keeps its message and code. A value the database refuses as data
 * (SQLSTATE class 22: NUL in text, a malformed uuid…) that slipped past the input schemas is a
 * client mistake: BAD_REQUEST. Anything else is masked as usual; logged by logUnexpectedErrors,
 * or here without a request when it did not come from execution.
 */
function exposeAppErrors(app: FastifyInstance) {
  return (error: unknown, message: string, isDev?: boolean): Error => {
    const original = error instanceof GraphQLError ? error.originalError : error;
    const graphqlError = error instanceof GraphQLError ? error : null;
    if (original instanceof AppError && graphqlError) {
      return new GraphQLError(original.message, {
        nodes: graphqlError.nodes,
        path: graphqlError.path,
        extensions: { code: original.code, ...fieldsOf(original.details) },
      });
    }
    const cause = unexpectedCause(error);
    if (cause === undefined) return maskError(error, message, isDev);
    if (isDataException(cause)) {
      return new GraphQLError('Invalid input', {
        nodes: graphqlError?.nodes,
        path: graphqlError?.path,
        extensions: { code: 'BAD_REQUEST' },
      });
    }
    if (!(error instanceof Object && logged.has(error))) {
      app.log.error({ err: cause, path: graphqlError?.path }, 'graphql error');
    }
    return maskError(error, message, isDev);
  };
}

/** Validation errors name their fields: `extensions.fields: [{ field, message }]`. */
function fieldsOf(details: unknown) {
  const fields = (details as { fields?: unknown } | undefined)?.fields;
  return Array.isArray(fields) ? { fields } : {};
}
