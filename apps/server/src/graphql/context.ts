import type { GraphName } from './builder.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../platform/db.ts';
import type { FileUrls } from '../modules/uploads/file-urls.ts';
import type { Actor } from './actor.ts';

export type GraphContext = {
  graph: GraphName;
  db: Db;
  actor: Actor;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Base of links in mails (PUBLIC_URL). */
  publicUrl: string;
  /** Signs the short-lived URLs of uploaded files (logos, decks). */
  fileUrls: FileUrls;
};

/** Turns a request into the actor behind it; the identity module provides the real one. */
export type ActorResolver = (request: FastifyRequest) => Promise<Actor>;

export const anonymous: ActorResolver = async () => null;
