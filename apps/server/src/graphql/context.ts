import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../platform/db.ts';
import type { FileUrls } from '../modules/uploads/file-urls.ts';
import type { Actor } from '../platform/actor.ts';
import type { CalendarFeeds } from '../modules/meetings/calendar/feeds.service.ts';

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
  /** Signs the short-lived URLs of uploaded files (logos, decks). */
  fileUrls: FileUrls;
  /** Personal calendar feed URLs (issue 15). */
  calendarFeeds: CalendarFeeds;
};
