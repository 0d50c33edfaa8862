import { buildApp } from './app.ts';
import { databaseFromEnv, webDistFromEnv } from './platform/boot.ts';
import { EnvError, parseEnv } from './platform/env.ts';
import { surviveLostJobCompletions } from './platform/job-queue-rejections.ts';
import { loadSecrets } from './platform/secrets.ts';
import { storageFromEnv } from './platform/storage.ts';
import { mailTransportFromEnv, showsDemoLinks } from './platform/mailer.ts';
import { startMailWorker } from './modules/mail/mail.worker.ts';
import { startNoMatchesSweep } from './modules/matchmaking/no-matches.service.ts';
import { startFollowUpSweep } from './modules/followup/sweep.service.ts';
import { startWebhookDeliveries } from './modules/integrations/webhook.worker.ts';
import { startBookingSweep } from './modules/booking/sweep.service.ts';
import { startReminderSweep } from './modules/reminders/sweep.service.ts';
import { startConversationDigestSweep } from './modules/conversations/digests.service.ts';
import { seedDemoPersonas, shouldSeedDemo } from './db/seed/demo.ts';
import { createReadiness } from './platform/readiness.ts';
import { stopGracefully } from './platform/shutdown.ts';
import { startMetricsServer } from './http/metrics.routes.ts';

async function main() {
  const env = parseEnv(process.env);
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
  // When an event's selection closes, startups nobody chose get `nomatches` (once per event).
  const stopSweep = startNoMatchesSweep(database.db, env.PUBLIC_URL, app.log);
  // Held meetings: the feedback mail, its reminder, the second stage (each once; decision 059).
  const stopFollowUps = startFollowUpSweep(database.db, env.PUBLIC_URL, app.log);
  // Webhook deliveries written by domain events: sent, retried with backoff for 24 hours.
  const stopWebhooks = startWebhookDeliveries(database.db, env.PUBLIC_URL, app.log);
  // Before meetings: each reminder and morning mail once (decision 100).
  const stopReminders = startReminderSweep(database.db, env.PUBLIC_URL, app.log);
  // Booking requests nobody answered in time: expired, each told once (decision 109).
  const stopBookingSweep = startBookingSweep(database.db, env.PUBLIC_URL, app.log);
  // Messages unread for 15 minutes: one digest mail per person and conversation (decision 112).
  const stopDigests = startConversationDigestSweep(database.db, env.PUBLIC_URL, app.log);

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
        ['no-matches sweep', stopSweep],
        ['follow-up sweep', stopFollowUps],
        // Running mail jobs finish (up to 5 s); unfinished ones expire and are retried elsewhere.
        ['reminder sweep', stopReminders],
        ['booking sweep', stopBookingSweep],
        ['conversation digest sweep', stopDigests],
        ['webhook deliveries', stopWebhooks],
        ['mail worker', () => mailWorker.stop()],
        ['metrics port', async () => metricsServer?.close()],
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
