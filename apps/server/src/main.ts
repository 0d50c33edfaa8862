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
import { startReminderSweep } from './modules/reminders/sweep.service.ts';
import { seedDemoPersonas, shouldSeedDemo } from './db/seed/demo.ts';

async function main() {
  const env = parseEnv(process.env);
  const secrets = await loadSecrets(env.DATA_DIR, env);
  const database = await databaseFromEnv(env);
  await database.migrate();
  const storage = await storageFromEnv(env);
  const app = await buildApp({
    env,
    database,
    secrets,
    webDist: webDistFromEnv(env),
    storage,
  });
  // A database lost while pg-boss completes a job must not end the server (see the module).
  surviveLostJobCompletions(app.log);
  // Mail leaves through pg-boss jobs on this database: SMTP when SMTP_URL is set, else the outbox.
  const mailWorker = await startMailWorker({
    database,
    transport: mailTransportFromEnv(env, app.log, {
      demoLinksInLog: showsDemoLinks(env, database.kind),
    }),
    log: app.log,
  });
  if (await shouldSeedDemo(env, database)) {
    const created = await seedDemoPersonas(database.db, env.PUBLIC_URL, storage);
    if (created.length) app.log.info({ created }, 'demo personas created (password matchday-demo)');
  }
  // When an event's selection closes, startups nobody chose get `nomatches` (once per event).
  const stopSweep = startNoMatchesSweep(database.db, env.PUBLIC_URL, app.log);
  // Held meetings: the feedback mail, its reminder, the second stage (each once; decision 059).
  const stopFollowUps = startFollowUpSweep(database.db, env.PUBLIC_URL, app.log);
  // Before meetings: each reminder and morning mail once (decision 100).
  const stopReminders = startReminderSweep(database.db, env.PUBLIC_URL, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await stopSweep();
      await stopFollowUps();
      await stopReminders();
      await mailWorker.stop();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Matchday on ${env.PUBLIC_URL} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('Matchday could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
