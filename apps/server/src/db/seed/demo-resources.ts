import { count } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { findAccountByEmail } from '../../modules/accounts/accounts.service.ts';
import { loadActorAccount } from '../../modules/accounts/session-user.ts';
import { events } from '../../modules/events/events.tables.ts';
import { storeResourceFile } from '../../modules/resources/resource-files.service.ts';
import { createResource } from '../../modules/resources/resources.service.ts';
import { resources } from '../../modules/resources/resources.tables.ts';
import { createFileUrls } from '../../modules/uploads/file-urls.ts';
import type { AdminActor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { eq } from 'drizzle-orm';

/**
 * A one-page PDF with a title and lines of text (Helvetica, WinAnsi), written by hand so the
 * demo needs no PDF library: objects, a cross-reference table with exact offsets, a trailer.
 */
export function textPdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const body = [
    'BT /F1 20 Tf 56 780 Td',
    `(${esc(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 15 TL',
    ...lines.map((l) => `(${esc(l)}) '`),
    'ET',
  ].join('\n');
  const stream = Buffer.from(body, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

async function adminActor(tx: Db, email: string): Promise<AdminActor | null> {
  const account = await findAccountByEmail(tx, 'admin', email);
  const loaded = account && (await loadActorAccount(tx, 'admin', account.id));
  return (loaded?.actor as AdminActor | undefined) ?? null;
}

/**
 * The resources library of the demo, made through the resources services by
 * the organiser personas: for everyone a participant guide (a PDF) and a link; for the upcoming
 * event's participants (by its host) a preparation sheet (a PDF) and the venue map; for STING's
 * startups (by the incubator) its office hours. Files need the storage; without it (a seed run
 * with no store) the PDFs are left out. Only when no resource exists yet (idempotent).
 */
export async function seedDemoResources(tx: Db, admin: AdminActor, storage?: FileStorage) {
  const [existing] = await tx.select({ n: count() }).from(resources);
  if ((existing?.n ?? 0) > 0) return;
  const deps = storage && {
    db: tx,
    storage,
    fileUrls: createFileUrls(randomBytes(32).toString('base64url')),
  };
  const pdf = async (actor: AdminActor, name: string, title: string, lines: string[]) =>
    deps
      ? (await storeResourceFile(deps, actor, { body: textPdf(title, lines), originalName: name }))
          .id
      : null;

  const guide = await pdf(admin, 'Matchday participant guide.pdf', 'Matchday participant guide', [
    'Before the event: complete your profile and mark the slots you cannot attend.',
    'Corporates publish needs; startups are suggested against them and may apply.',
    'Your agenda lists each 20-minute meeting with its table or video link.',
    'After a meeting: rate it and say whether you want to follow up.',
  ]);
  if (guide) {
    await createResource(tx, admin, {
      title: 'Matchday participant guide',
      description:
        'How the programme works, from profile to follow-up: read it before your first event.',
      fileId: guide,
      audience: 'EVERYONE',
    });
  }
  await createResource(tx, admin, {
    title: 'Vinnova: funding for innovation projects',
    description:
      'Sweden’s innovation agency lists open calls for joint pilots of startups and corporates.',
    link: 'https://www.vinnova.se/en/apply-for-funding/',
    audience: 'EVERYONE',
  });

  const [upcoming] = await tx
    .select({ id: events.id })
    .from(events)
    .where(eq(events.name, 'Nordic Energy & Mobility Matchmaking'));
  const host = await adminActor(tx, 'host@matchday.test');
  if (upcoming && host?.hosting.includes(upcoming.id)) {
    const sheet = await pdf(
      host,
      'Nordic Energy & Mobility - meeting preparation.pdf',
      'Meeting preparation sheet',
      [
        'Nordic Energy & Mobility Matchmaking, Epicenter Stockholm.',
        'Arrive 08:30 for registration; the first meetings start at 09:00.',
        'Bring a one-page summary of your offer and a clear ask for the corporate.',
        'Meetings are 20 minutes with 5 minutes between them; tables are numbered 1-12.',
      ],
    );
    if (sheet) {
      await createResource(tx, host, {
        title: 'Meeting preparation sheet',
        description: 'What to bring and how the day runs, for the participants of the event.',
        fileId: sheet,
        audience: 'EVENT',
        eventId: upcoming.id,
      });
    }
    await createResource(tx, host, {
      title: 'Venue map: Epicenter, Mäster Samuelsgatan 36',
      description: 'Where to find the venue; the meeting tables are on the second floor.',
      link: 'https://www.openstreetmap.org/search?query=M%C3%A4ster%20Samuelsgatan%2036%2C%20Stockholm',
      audience: 'EVENT',
      eventId: upcoming.id,
    });
  }

  const incubator = await adminActor(tx, 'incubator@matchday.test');
  if (incubator) {
    await createResource(tx, incubator, {
      title: 'STING office hours',
      description: 'Book 30 minutes with a STING coach to prepare your meetings and your pitch.',
      link: 'https://www.sting.co/',
      audience: 'INCUBATOR',
    });
  }
}
