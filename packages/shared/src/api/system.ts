/**
 * The small routes around the app (server: http/monitor.routes.ts, mail.routes.ts,
 * page-views.routes.ts — its input is ../page-view.ts's pageViewInput, answered 204).
 */

/** GET /api/monitor: OK when the database answers (200), else DOWN (503). */
export type MonitorAnswer = { status: 'OK' | 'DOWN' };

/** POST /api/mail/{trigger} and /api/usermail/{trigger} (202): what was queued. */
export type FiredTrigger = { queued: number; duplicates: number; ids: string[] };

/**
 * GET /api/ready: whether this instance should be sent traffic (load balancers poll it). 200
 * READY; 503 while it starts or migrates, drains before stopping, or cannot reach its database.
 */
export type ReadyAnswer = { status: 'READY' | 'STARTING' | 'MIGRATING' | 'DRAINING' | 'DOWN' };
