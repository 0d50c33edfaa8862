import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../platform/db.ts';
import type { Actor } from '../platform/actor.ts';
import type { LiveChannels } from '../platform/live-channels.ts';
import type { SecretBox } from '../platform/secret-box.ts';

/** The four graphs of SPEC §7. */
export type GraphName = 'public' | 'startup' | 'corp' | 'admin';

export type GraphContext = {
  graph: GraphName;
  db: Db;
  actor: Actor;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Base of links in mails (PUBLIC_URL). */
  publicUrl: string;
  /** Signs the short-lived URLs of uploaded files (logos, decks); the uploads room makes it. */
  fileUrls: { url(fileId: string, variant?: 'original' | 'thumb'): string };
  /** Live streams fed by LISTEN/NOTIFY (subscriptions). */
  live: LiveChannels;
  /** The signed-in person's calendar feed URL; the meetings room makes it. */
  calendarFeeds: {
    urlFor(db: Db, actor: Actor): Promise<string>;
    revoke(db: Db, actor: Actor): Promise<string>;
  };
  /** Seals secrets kept at rest that the server reads again (identity providers' clients). */
  secretBox: SecretBox;
};
