import { buildApp } from './app.ts';
import { databaseFromEnv, webDistFromEnv } from './platform/boot.ts';
import { EnvError, parseEnv } from './platform/env.ts';
import { surviveLostJobCompletions } from './platform/job-queue-rejections.ts';
import { loadSecrets } from './platform/secrets.ts';
import { storageFromEnv } from './platform/storage.ts';
import { mailTransportFromEnv, showsDemoLinks } from './platform/mailer.ts';
import { startMailWorker } from './modules/mail/mail.worker.ts';
import { mailNoMatches } from './modules/matchmaking/no-matches.service.ts';
import { sendFollowUpMails } from './modules/followup/sweep.service.ts';
import { deliverDueWebhooks } from './modules/integrations/webhook.worker.ts';
import { expireBookingRequests } from './modules/booking/sweep.service.ts';
import { sendReminders } from './modules/reminders/sweep.service.ts';
import { sendConversationDigests } from './modules/conversations/digests.service.ts';
import { startSweeps } from './platform/sweeps.ts';
import { startTracing } from './platform/tracing.ts';
import { seedDemoPersonas, shouldSeedDemo } from './db/seed/demo.ts';
import { createReadiness } from './platform/readiness.ts';
import { stopGracefully } from './platform/shutdown.ts';
import { startMetricsServer } from './http/metrics.routes.ts';

async function main() {
  const env = parseEnv(process.env);
  // Traces over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set (before anything makes a span).
  const tracing = startTracing(env);
  const secrets = await loadSecrets(env.DATA_DIR, env);
  const readiness = createReadiness('STARTING');
  const database = await databaseFromEnv(env);
  const storage = await storageFromEnv(env);
  const app = await buildApp({
    env,
    database,
    secrets,
    webDist: webDistFromEnv(env),
    storage,
    readiness,
  });
  // Listening first: /api/ready says STARTING, then MIGRATING, until this instance can serve.
  await app.listen({ port: env.PORT, host: env.HOST });
  const metricsServer =
    env.METRICS_PORT === undefined
      ? undefined
      : await startMetricsServer(env.METRICS_PORT, env.HOST);
  readiness.set('MIGRATING');
  const migrating = Date.now();
  app.log.info('migrating (PostgreSQL: under an advisory lock, one instance at a time)');
  await database.migrate();
  app.log.info({ ms: Date.now() - migrating }, 'migrations done');
  // A database lost while pg-boss completes a job must not end the server (see the module).
  surviveLostJobCompletions(app.log);
  // Mail leaves through pg-boss jobs on this database: SMTP when SMTP_URL is set, else the outbox.
  // pg-boss creates its schema on start: one instance at a time, like the migrations.
  const exclusively = database.exclusively ?? (<T>(work: () => Promise<T>) => work());
  const mailWorker = await exclusively(() =>
    startMailWorker({
      database,
      transport: mailTransportFromEnv(env, app.log, {
        demoLinksInLog: showsDemoLinks(env, database.kind),
      }),
      log: app.log,
    }),
  );
  if (await shouldSeedDemo(env, database)) {
    const created = await seedDemoPersonas(database.db, env.PUBLIC_URL, storage);
    if (created.length) app.log.info({ created }, 'demo personas created (password matchday-demo)');
  }
  const { db } = database;
  const publicUrl = env.PUBLIC_URL;
  const sweeps = startSweeps(
    [
      // When an event's selection closes, startups nobody chose get `nomatches` (once per event).
      { name: 'no-matches sweep', run: () => mailNoMatches(db, publicUrl) },
      // Held meetings: the feedback mail, its reminder, the second stage (each once; decision 059).
      { name: 'follow-up sweep', run: () => sendFollowUpMails(db, publicUrl) },
      // Before meetings: each reminder and morning mail once (decision 100).
      { name: 'reminder sweep', run: () => sendReminders(db, publicUrl) },
      // Booking requests nobody answered in time: expired, each told once (decision 109).
      { name: 'booking sweep', run: () => expireBookingRequests(db, publicUrl) },
      // Messages unread for 15 minutes: one digest mail per person and conversation (decision 112).
      { name: 'conversation digest sweep', run: () => sendConversationDigests(db, publicUrl) },
      // Webhook deliveries written by domain events: sent, retried with backoff for 24 hours.
      {
        name: 'webhook deliveries',
        run: () => deliverDueWebhooks(db, { publicUrl }),
        everyMs: 5_000,
      },
    ],
    app.log,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining, then finishing in-flight requests');
    const clean = await stopGracefully({
      readiness,
      drainMs: env.DRAIN_SECONDS * 1000,
      timeoutMs: env.SHUTDOWN_TIMEOUT * 1000,
      closeListener: () => app.close(),
      after: [
        ...sweeps,
        // Running mail jobs finish (up to 5 s); unfinished ones expire and are retried elsewhere.
        ['mail worker', () => mailWorker.stop()],
        ['metrics port', async () => metricsServer?.close()],
        ['traces', () => tracing.shutdown()],
        ['database', () => database.close()],
      ],
      log: app.log,
    });
    app.log.info({ clean }, 'stopped');
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  readiness.set('READY');
  app.log.info(`Matchday on ${env.PUBLIC_URL} (database: ${database.kind}): ready`);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('Matchday could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
