/**
 * `npm run bench:grants`:
 *  1. Agreement PDF generation: time (median and p95 of BENCH_PDF_RUNS, default 30) and size of a
 *     realistic agreement (10 budget lines, a long plan), and of the sealed PDF (evidence page for
 *     three signers).
 *  2. Signing throughput end to end on PostgreSQL: a fresh database (created from DATABASE_URL's
 *     server, migrated, dropped at the end) with BENCH_AGREEMENTS (default 100) approved
 *     applications; each agreement is sent through the service (3 signers, 3 mails), then every
 *     signature is given over HTTP (POST /api/signing/sign on the app listening on loopback, in
 *     this process) with BENCH_CONCURRENCY (default 8) requests in flight; the last signature of
 *     each agreement seals it (evidence page, SHA-256, SIGNED). Printed: signatures per second.
 *
 *   npm run bench:grants          (PostgreSQL at postgres://postgres@127.0.0.1:5432/postgres)
 *   DATABASE_URL=postgres://user@host:5432/postgres npm run bench:grants
 * Deterministic data; checks that every agreement ends SIGNED, else exits 1.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { companies } from '../apps/server/src/modules/accounts/accounts.tables.ts';
import {
  createAdmin,
  createCompany,
} from '../apps/server/src/modules/accounts/accounts.service.ts';
import { grantApplications } from '../apps/server/src/modules/grants/grants.tables.ts';
import {
  agreementPdf,
  type AgreementInput,
} from '../apps/server/src/modules/signing/agreement-pdf.ts';
import { sealedPdf } from '../apps/server/src/modules/signing/evidence-pdf.ts';
import { sha256 } from '../apps/server/src/modules/signing/hash.ts';
import { hashLinkToken, tokenOfLink } from '../apps/server/src/modules/signing/link-tokens.ts';
import { sendAgreement } from '../apps/server/src/modules/signing/send.service.ts';
import type { AdminActor } from '../apps/server/src/platform/actor.ts';
import { openDatabase } from '../apps/server/src/platform/db.ts';
import { temporaryStorage } from '../apps/server/src/platform/storage.ts';

const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 30);
const AGREEMENTS = Number(process.env.BENCH_AGREEMENTS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const adminUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const input: AgreementInput = {
  applicationId: '00000000-0000-4000-8000-0000000000b1',
  title: 'Pilot: autonomous inspection of hydropower tunnels',
  summary: 'A crawler robot inspects headrace tunnels while they stay in service. '.repeat(8),
  plan: Array.from(
    { length: 12 },
    (_, i) => `Month ${i + 1}: ${'work, measurements and review. '.repeat(6)}`,
  ).join('\n'),
  budgetTotal: 1_000_000,
  budgetLines: Array.from({ length: 10 }, (_, i) => ({
    label: `Budget line ${i + 1}`,
    amount: 100_000,
  })),
  timelineMonths: 12,
  startup: {
    name: 'Northwind Robotics AB',
    signatoryName: 'Stina Startup',
    signatoryEmail: 'stina@northwind.test',
  },
  corporate: {
    name: 'Fjord Energy AB',
    signatoryName: 'Carl Corporate',
    signatoryEmail: 'carl@fjord.test',
  },
  programme: {
    name: 'Matchday Innovation Programme',
    signatoryName: 'Ada Admin',
    signatoryEmail: 'ada@matchday.test',
  },
  decidedAt: '2026-11-20T09:30:00.000Z',
};

async function pdfNumbers() {
  for (let i = 0; i < 3; i += 1) await agreementPdf(input);
  const times: number[] = [];
  let bytes: Uint8Array = new Uint8Array();
  for (let i = 0; i < PDF_RUNS; i += 1) {
    const t = performance.now();
    bytes = await agreementPdf(input);
    times.push(performance.now() - t);
  }
  const hash = sha256(bytes);
  const sealedTimes: number[] = [];
  let sealed: Uint8Array = new Uint8Array();
  const signer = (role: string, name: string) => ({
    role,
    organisation: name,
    name,
    email: `${role}@bench.test`,
    signedName: name,
    signedAt: '2026-11-21T10:00:00.000Z',
    ip: '192.0.2.1',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) bench',
    documentSha256: hash,
  });
  for (let i = 0; i < PDF_RUNS; i += 1) {
    const t = performance.now();
    sealed = await sealedPdf(bytes, {
      documentId: input.applicationId,
      title: input.title,
      originalSha256: hash,
      sealedAt: '2026-11-21T10:00:00.000Z',
      signers: [
        signer('startup', 'Stina'),
        signer('corporate', 'Carl'),
        signer('programme', 'Ada'),
      ],
    });
    sealedTimes.push(performance.now() - t);
  }
  const same = sha256(await agreementPdf(input)) === hash;
  console.log(
    `agreement PDF: median ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms, ${kb(bytes.length)} (${PDF_RUNS} runs; same SHA-256 every run: ${same})`,
  );
  console.log(
    `sealed PDF (+ evidence page, 3 signers): median ${median(sealedTimes).toFixed(1)} ms, p95 ${p95(sealedTimes).toFixed(1)} ms, ${kb(sealed.length)}`,
  );
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function signingNumbers() {
  const name = `matchday_bench_grants_${process.pid}_${Date.now()}`;
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl.toString());
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 10 });
  let failed = false;
  try {
    await database.migrate();
    const db = database.db;
    const storage = await temporaryStorage();
    const startup = await createCompany(db, {
      type: 'startup',
      name: 'Bench Startup AB',
      country: 'SE',
      activityStatus: 'ACTIVE',
    });
    const corp = await createCompany(db, {
      type: 'corp',
      name: 'Bench Corp AB',
      country: 'SE',
      activityStatus: 'ACTIVE',
    });
    await db
      .update(companies)
      .set({ hasAccessInnovationGrants: true })
      .where(sql`${companies.id} in (${startup.id}, ${corp.id})`);
    const adminRow = await createAdmin(db, {
      email: 'bench-admin@matchday.test',
      name: 'Bench Admin',
      adminType: 'ADMIN',
    });
    const actor: AdminActor = {
      kind: 'admin',
      id: adminRow.id,
      adminType: 'ADMIN',
      incubator: null,
      hosting: [],
      accountFilter: [],
    };
    const decidedAt = new Date('2026-11-20T09:30:00.000Z');
    const apps = await db
      .insert(grantApplications)
      .values(
        Array.from({ length: AGREEMENTS }, (_, i) => ({
          startupId: startup.id,
          corporateId: corp.id,
          status: 'APPROVED' as const,
          title: `Bench pilot ${i + 1}`,
          summary: input.summary,
          plan: input.plan,
          budgetTotal: input.budgetTotal,
          budgetLines: input.budgetLines,
          timelineMonths: input.timelineMonths,
          startupSignatoryName: 'Stina Startup',
          startupSignatoryEmail: `stina${i}@bench.test`,
          corporateSignatoryName: 'Carl Corporate',
          corporateSignatoryEmail: `carl${i}@bench.test`,
          corporateConfirmedAt: decidedAt,
          submittedAt: decidedAt,
          decidedAt,
        })),
      )
      .returning({ id: grantApplications.id });

    const deps = { db, storage, publicUrl: 'http://bench.test', scrive: null };
    let t = performance.now();
    const sent = [];
    for (const a of apps) sent.push(await sendAgreement(deps, actor, a.id));
    const sendSeconds = (performance.now() - t) / 1000;
    console.log(
      `sendAgreement (PDF, storage, 3 signers, 3 mails, status move): ${(AGREEMENTS / sendSeconds).toFixed(1)} agreements/s (${AGREEMENTS} in ${sendSeconds.toFixed(2)} s)`,
    );

    const { rows } = (await db.execute(
      sql`select secret_data->>'link' as link from mail_messages where template = 'signrequest'`,
    )) as unknown as { rows: { link: string }[] };
    const byDoc = new Map(sent.map((s) => [s.id, s.originalSha256]));
    const signers = (await db.execute(
      sql`select s.token_hash, d.id as doc from signing_signers s join signing_documents d on d.id = s.document_id`,
    )) as unknown as { rows: { token_hash: string; doc: string }[] };
    const docOfHash = new Map(signers.rows.map((r) => [r.token_hash, r.doc]));
    const jobs = rows.map((r) => {
      const token = tokenOfLink(r.link);
      return { token, documentSha256: byDoc.get(docOfHash.get(hashLinkToken(token))!)! };
    });

    const app = await buildApp({
      env: {
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        BODY_LIMIT: 1 << 20,
        PUBLIC_URL: 'http://bench.test',
      },
      secrets: { jwtSecret: randomBytes(48).toString('base64url') },
      database,
      webDist: null,
      storage,
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    let next = 0;
    let errors = 0;
    t = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < jobs.length) {
          const job = jobs[next++]!;
          const res = await fetch(`${address}/api/signing/sign`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'user-agent': 'bench:grants' },
            body: JSON.stringify({
              ...job,
              typedName: 'Bench Signer',
              nameNote: 'A bench signs for every party',
              consent: true,
            }),
          });
          await res.arrayBuffer();
          if (res.status !== 200) errors += 1;
        }
      }),
    );
    const signSeconds = (performance.now() - t) / 1000;
    await app.close();
    const [signedCount] = (
      (await db.execute(
        sql`select count(*)::int as n from grant_applications where status = 'SIGNED'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    console.log(
      `signing over HTTP, ${CONCURRENCY} in flight: ${(jobs.length / signSeconds).toFixed(1)} signatures/s (${jobs.length} signatures, ${AGREEMENTS} sealed, in ${signSeconds.toFixed(2)} s; ${errors} errors; SIGNED applications ${signedCount!.n}/${AGREEMENTS})`,
    );
    failed = errors > 0 || signedCount!.n !== AGREEMENTS;
  } finally {
    await database.close();
    await admin(`drop database if exists "${name}" with (force)`);
  }
  if (failed) process.exit(1);
}

await pdfNumbers();
await signingNumbers();
