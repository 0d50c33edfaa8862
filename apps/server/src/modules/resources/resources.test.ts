import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, corpActor, headerActor, startupActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { gqlAs } from '../../../test/http.ts';
import { multipart } from '../../../test/multipart.ts';
import type { Actor } from '../../platform/actor.ts';
import { localStorage } from '../../platform/storage.ts';
import { createCompany } from '../accounts/accounts.service.ts';
import { addEventAttendees } from '../events/attendees.service.ts';
import { createEvent, publishEvent } from '../events/events.service.ts';
import { joinEvent } from '../events/registration.service.ts';

/**
 * The resources library on the real database and the real server: who
 * manages what (ADMIN all, EVENT_HOST its hosted events', INCUBATOR its incubator's), who sees
 * what (everyone, an event's approved participants, an incubator's startups), bad input named,
 * files uploaded by content and handed out only as signed URLs to those who see them.
 */
let t: TestApp;
const ids: Record<string, string> = {};
let admin: Actor;
let host: Actor;
let incubator: Actor;
let consortium: Actor;
const as: Record<string, Actor> = {};
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

function event(name: string, days: number) {
  const day = new Date(Date.now() + days * 86_400_000);
  day.setUTCHours(8, 0, 0, 0);
  const at = (h: number) => new Date(day.getTime() + h * 3_600_000).toISOString();
  return {
    name,
    format: 'PHYSICAL',
    timezone: 'Europe/Stockholm',
    startDate: at(0),
    endDate: at(8),
    schedule: { sessions: [{ start: at(1), end: at(4) }], meetingMinutes: 20, tables: 5 },
  };
}

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'resources-test-'));
  t = await testApp({ resolveActor: headerActor, storage: localStorage(root) });
  const db = t.database.db;
  admin = adminOf('ADMIN');
  const company = (name: string, type: 'startup' | 'corp', incubatorName?: string) =>
    createCompany(db, {
      type,
      name,
      country: 'SE',
      activityStatus: 'ACTIVE',
      ...(incubatorName ? { incubator: incubatorName } : {}),
    });
  ids.sting = (await company('Sting Startup', 'startup', 'STING')).id;
  ids.kth = (await company('KTH Startup', 'startup', 'KTH Innovation')).id;
  ids.waiting = (await company('Waiting Startup', 'startup')).id;
  ids.corp = (await company('Event Corp', 'corp')).id;
  const hosted = await createEvent(db, admin, event('Hosted Day', 20));
  const other = await createEvent(db, admin, event('Other Day', 40));
  for (const e of [hosted, other]) await publishEvent(db, admin, e.id);
  ids.hosted = hosted.id;
  ids.other = other.id;
  const ctx = { db, actor: admin, publicUrl: 'http://matchday.test' };
  await addEventAttendees(ctx, hosted.id, [ids.sting, ids.corp]);
  await joinEvent({ ...ctx, actor: startupActor(ids.waiting) }, hosted.id);
  host = adminOf('EVENT_HOST', { hosting: [hosted.id] });
  incubator = adminOf('INCUBATOR', { incubator: 'STING' });
  consortium = adminOf('CONSORTIUM_MEMBER', { accountFilter: [ids.sting] });
  as.sting = startupActor(ids.sting);
  as.kth = startupActor(ids.kth);
  as.waiting = startupActor(ids.waiting);
  as.corp = corpActor(ids.corp);
});
afterAll(() => t.close());

const FIELDS = 'id title audience eventId eventName incubator incubatorName link file { name url }';

async function create(actor: Actor, input: Record<string, unknown>) {
  return gqlAs(
    t.app,
    'admin',
    actor,
    `mutation ($input: ResourceInput!) { createResource(input: $input) { ${FIELDS} } }`,
    { input: { description: 'Read before the day', ...input } },
  );
}

function upload(actor: Actor, data: Buffer, filename = 'Guide.pdf') {
  const body = multipart([{ name: 'file', filename, type: 'application/pdf', data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/matrix/resources/upload',
    headers: { 'content-type': body.contentType, 'x-test-actor': JSON.stringify(actor) },
    payload: body.payload,
  });
}

type Listed = { title: string; file: { url: string } | null };
async function titlesFor(actor: Actor) {
  const graph = actor?.kind === 'user' ? actor.type : 'admin';
  const { body } = await gqlAs(t.app, graph, actor, `{ resources { ${FIELDS} } }`);
  expect(body.errors).toBeUndefined();
  return (body.data!.resources as Listed[]).map((r) => r.title).sort();
}

describe('resources', () => {
  it('lets each organiser create only within its reach, naming the field otherwise', async () => {
    const everyone = await create(admin, {
      title: 'Programme handbook',
      link: 'https://example.com/handbook',
      audience: 'EVERYONE',
    });
    expect(everyone.body.errors).toBeUndefined();
    ids.everyone = (everyone.body.data!.createResource as { id: string }).id;

    const forEvent = await create(host, {
      title: 'Hosted Day floor plan',
      link: 'example.com/floor',
      audience: 'EVENT',
      eventId: ids.hosted,
    });
    expect(forEvent.body.data!.createResource).toMatchObject({
      audience: 'EVENT',
      eventName: 'Hosted Day',
      link: 'https://example.com/floor',
    });
    ids.hostedResource = (forEvent.body.data!.createResource as { id: string }).id;

    const forIncubator = await create(incubator, {
      title: 'STING office hours',
      link: 'https://example.com/sting',
      audience: 'INCUBATOR',
    });
    expect(forIncubator.body.data!.createResource).toMatchObject({
      incubator: 'STING',
      incubatorName: 'STING',
    });
    ids.stingResource = (forIncubator.body.data!.createResource as { id: string }).id;

    const kth = await create(admin, {
      title: 'KTH pitch clinic',
      link: 'https://example.com/kth',
      audience: 'INCUBATOR',
      incubator: 'KTH Innovation',
    });
    expect(kth.body.errors).toBeUndefined();
    await create(admin, {
      title: 'Other Day agenda',
      link: 'https://example.com/other',
      audience: 'EVENT',
      eventId: ids.other,
    });

    const refusals: [Actor, Record<string, unknown>, string, string][] = [
      [host, { audience: 'EVERYONE' }, 'audience', 'participants'],
      [host, { audience: 'EVENT', eventId: ids.other }, 'eventId', 'No such event'],
      [incubator, { audience: 'EVERYONE' }, 'audience', 'own startups'],
      [incubator, { audience: 'INCUBATOR', incubator: 'KTH Innovation' }, 'incubator', 'own'],
      [admin, { audience: 'INCUBATOR' }, 'incubator', 'Choose the incubator'],
      [admin, { audience: 'EVENT' }, 'eventId', 'Choose the event'],
      [admin, { audience: 'EVERYONE', link: 'javascript:alert(1)' }, 'link', 'http'],
      [admin, { audience: 'EVERYONE', link: 'ftp://example.com/x' }, 'link', 'http'],
      [admin, { audience: 'EVERYONE', link: null }, 'link', 'Attach a file or enter a link'],
      [admin, { audience: 'EVERYONE', fileId: ids.hosted }, 'link', 'not both'],
      [admin, { audience: 'EVERYONE', title: '  ' }, 'title', 'Enter a title'],
      [admin, { audience: 'EVERYONE', link: null, fileId: ids.hosted }, 'fileId', 'Unknown file'],
    ];
    for (const [actor, input, field, words] of refusals) {
      const { body } = await create(actor, {
        title: 'Refused',
        link: 'https://example.com/x',
        ...input,
      });
      const error = body.errors?.[0];
      expect(error?.extensions?.code, JSON.stringify(input)).toBe('BAD_REQUEST');
      const named = error?.extensions?.fields?.find((f) => f.field === field);
      expect(named?.message, JSON.stringify(input)).toContain(words);
    }
    // A consortium member and participants have no resources to manage.
    expect(
      (await create(consortium, { title: 'X', audience: 'EVERYONE' })).body.errors?.[0]?.extensions
        ?.code,
    ).toBe('FORBIDDEN');
  });

  it('shows each organiser only what it manages, with search, filters and paging', async () => {
    const list = async (actor: Actor, args = '') => {
      const { body } = await gqlAs(
        t.app,
        'admin',
        actor,
        `{ managedResources${args} { total items { title } } }`,
      );
      const page = body.data!.managedResources as { total: number; items: { title: string }[] };
      return { total: page.total, titles: page.items.map((i) => i.title).sort() };
    };
    expect((await list(admin)).total).toBe(5);
    expect(await list(host)).toEqual({ total: 1, titles: ['Hosted Day floor plan'] });
    expect(await list(incubator)).toEqual({ total: 1, titles: ['STING office hours'] });
    expect((await list(admin, '(search: "AGENDA")')).titles).toEqual(['Other Day agenda']);
    expect((await list(admin, '(audience: INCUBATOR)')).titles).toEqual([
      'KTH pitch clinic',
      'STING office hours',
    ]);
    const paged = await list(admin, '(limit: 2, offset: 4)');
    expect(paged).toMatchObject({ total: 5 });
    expect(paged.titles).toHaveLength(1);
    const bad = await gqlAs(t.app, 'admin', admin, '{ managedResources(limit: 0) { total } }');
    expect(bad.body.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('limit');
  });

  it('finds nothing outside an organiser’s reach: edit and delete are not found', async () => {
    const edit = (actor: Actor, id: string) =>
      gqlAs(
        t.app,
        'admin',
        actor,
        'mutation ($id: ID!, $input: ResourceInput!) { updateResource(id: $id, input: $input) { title } }',
        {
          id,
          input: { title: 'Taken over', link: 'https://example.com/t', audience: 'EVERYONE' },
        },
      );
    for (const [actor, id] of [
      [host, ids.everyone],
      [host, ids.stingResource],
      [incubator, ids.hostedResource],
    ] as const) {
      expect((await edit(actor, id!)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const del = await gqlAs(
        t.app,
        'admin',
        actor,
        'mutation ($id: ID!) { deleteResource(id: $id) }',
        {
          id,
        },
      );
      expect(del.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    // The host edits its own, but may not move it out of its reach.
    const moved = await gqlAs(
      t.app,
      'admin',
      host,
      'mutation ($id: ID!, $input: ResourceInput!) { updateResource(id: $id, input: $input) { title } }',
      {
        id: ids.hostedResource,
        input: {
          title: 'Moved',
          link: 'https://example.com/t',
          audience: 'EVENT',
          eventId: ids.other,
        },
      },
    );
    expect(moved.body.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('eventId');
    const renamed = await gqlAs(
      t.app,
      'admin',
      host,
      'mutation ($id: ID!, $input: ResourceInput!) { updateResource(id: $id, input: $input) { title } }',
      {
        id: ids.hostedResource,
        input: {
          title: 'Hosted Day floor plan',
          description: 'Tables 1–5 by the window',
          link: 'https://example.com/floor',
          audience: 'EVENT',
          eventId: ids.hosted,
        },
      },
    );
    expect(renamed.body.data?.updateResource).toEqual({ title: 'Hosted Day floor plan' });
  });

  it('lets participants see what is meant for them, in their own graph', async () => {
    expect(await titlesFor(as.sting!)).toEqual([
      'Hosted Day floor plan',
      'Programme handbook',
      'STING office hours',
    ]);
    expect(await titlesFor(as.corp!)).toEqual(['Hosted Day floor plan', 'Programme handbook']);
    // Registered but not approved: not yet a participant of the event.
    expect(await titlesFor(as.waiting!)).toEqual(['Programme handbook']);
    expect(await titlesFor(as.kth!)).toEqual(['KTH pitch clinic', 'Programme handbook']);
    // One resource by id: outside the participant's audience it is not found.
    const one = (actor: Actor, id: string) =>
      gqlAs(t.app, 'startup', actor, 'query ($id: ID!) { resource(id: $id) { title } }', { id });
    expect((await one(as.sting!, ids.stingResource!)).body.data?.resource).toEqual({
      title: 'STING office hours',
    });
    expect((await one(as.kth!, ids.stingResource!)).body.errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    // Organisers have no participant list; participants have no organiser verbs.
    const adminRead = await gqlAs(t.app, 'admin', admin, '{ resources { id } }');
    expect(adminRead.body.errors?.[0]?.message).toMatch(/Cannot query field/);
  });

  it('takes a file checked by content, and hands its URL only to those who see it', async () => {
    const refused = await upload(
      host,
      Buffer.from('<html><script>alert(1)</script></html>'),
      'x.pdf',
    );
    expect(refused.statusCode).toBe(415);
    const notAllowed = await upload(consortium, PDF);
    expect(notAllowed.statusCode).toBe(403);
    const stored = await upload(host, PDF, 'Hosted Day checklist.pdf');
    expect(stored.statusCode).toBe(201);
    const fileId = stored.json().id as string;
    // Another organiser cannot attach the host's upload.
    const stolen = await create(admin, {
      title: 'Stolen',
      audience: 'EVERYONE',
      link: null,
      fileId,
    });
    expect(stolen.body.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('fileId');
    const made = await create(host, {
      title: 'Hosted Day checklist',
      audience: 'EVENT',
      eventId: ids.hosted,
      link: null,
      fileId,
    });
    expect(made.body.data?.createResource).toMatchObject({
      link: null,
      file: { name: 'Hosted Day checklist.pdf' },
    });
    // The same file cannot be taken by a second resource.
    const twice = await create(host, {
      title: 'Again',
      audience: 'EVENT',
      eventId: ids.hosted,
      link: null,
      fileId,
    });
    expect(twice.body.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('fileId');

    const { body } = await gqlAs(t.app, 'corp', as.corp!, `{ resources { title file { url } } }`);
    const listed = (body.data!.resources as Listed[]).find(
      (r) => r.title === 'Hosted Day checklist',
    );
    const got = await t.app.inject({ method: 'GET', url: listed!.file!.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload.equals(PDF)).toBe(true);
    // Without the signature the file is not served; outsiders never get a URL for it.
    const bare = await t.app.inject({ method: 'GET', url: `/api/files/${fileId}` });
    expect(bare.statusCode).toBe(404);
    const outside = await gqlAs(t.app, 'startup', as.kth!, `{ resources { title file { url } } }`);
    expect(JSON.stringify(outside.body)).not.toContain(fileId);
  });

  it('deletes a resource so that nobody sees it any more', async () => {
    const del = await gqlAs(
      t.app,
      'admin',
      incubator,
      'mutation ($id: ID!) { deleteResource(id: $id) }',
      {
        id: ids.stingResource,
      },
    );
    expect(del.body.data?.deleteResource).toBe(ids.stingResource);
    expect(await titlesFor(as.sting!)).not.toContain('STING office hours');
  });
});
