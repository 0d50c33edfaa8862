import { RESOURCE_AUDIENCES } from '@matchday/shared';
import { builder } from '../../graphql/builder.ts';
import { withoutNulls } from '../../graphql/inputs.ts';
import { page } from '../../graphql/page.ts';
import { anyUser, can, signedIn, SIGNED_IN_GRAPHS, USER_GRAPHS } from '../../graphql/scopes.ts';
import type { ResourceFileView, ResourceView } from './resources.service.ts';
import {
  createResource,
  deleteResource,
  getManagedResource,
  listManagedResources,
  myResource,
  myResources,
  updateResource,
} from './resources.service.ts';

/**
 * The resources library on the graphs: organisers manage on the admin graph
 * (`useResources`); participants read `resources` on the startup and corporate graphs.
 */
const seen = { authScopes: signedIn };
const ADMIN = ['admin'] as const;
const manage = { subGraphs: [...ADMIN], authScopes: can('useResources') };

export const ResourceAudienceEnum = builder.enumType('ResourceAudience', {
  subGraphs: SIGNED_IN_GRAPHS,
  values: RESOURCE_AUDIENCES,
});

const ResourceFileRef = builder.objectRef<ResourceFileView>('ResourceFile').implement({
  subGraphs: SIGNED_IN_GRAPHS,
  description: 'A resource’s file (a PDF or an image).',
  fields: (t) => ({
    id: t.exposeID('id', seen),
    name: t.exposeString('name', { ...seen, nullable: true }),
    size: t.exposeInt('size', seen),
    contentType: t.exposeString('contentType', seen),
    url: t.string({
      ...seen,
      description: 'Short-lived signed download URL, handed only to those who see the resource.',
      resolve: (f, _a, ctx) => ctx.fileUrls.url(f.id),
    }),
  }),
});

export const ResourceRef = builder.objectRef<ResourceView>('Resource').implement({
  subGraphs: SIGNED_IN_GRAPHS,
  description: 'A document or link of the resources library, for one audience.',
  fields: (t) => ({
    id: t.exposeID('id', seen),
    title: t.exposeString('title', seen),
    description: t.exposeString('description', seen),
    audience: t.expose('audience', { ...seen, type: ResourceAudienceEnum }),
    eventId: t.exposeID('eventId', { ...seen, nullable: true }),
    eventName: t.exposeString('eventName', { ...seen, nullable: true }),
    incubator: t.exposeString('incubator', {
      ...seen,
      nullable: true,
      description: 'The incubator’s identifier.',
    }),
    incubatorName: t.exposeString('incubatorName', { ...seen, nullable: true }),
    link: t.exposeString('link', { ...seen, nullable: true }),
    file: t.expose('file', { ...seen, type: ResourceFileRef, nullable: true }),
    createdAt: t.expose('createdAt', { ...seen, type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { ...seen, type: 'DateTime' }),
  }),
});

const ResourcePage = page('ResourcePage', ResourceRef);

const ResourceInput = builder.inputType('ResourceInput', {
  subGraphs: [...ADMIN],
  description: 'Every field is checked by the server; a bad one is a 400 naming it.',
  fields: (t) => ({
    title: t.string(),
    description: t.string(),
    fileId: t.id({ description: 'An upload of POST /api/matrix/resources/upload.' }),
    link: t.string({ description: 'An http or https address (instead of a file).' }),
    audience: t.field({ type: ResourceAudienceEnum }),
    eventId: t.id({ description: 'Audience EVENT: the event whose participants see it.' }),
    incubator: t.string({ description: 'Audience INCUBATOR: the incubator (name or id).' }),
  }),
});

builder.queryField('resources', (t) =>
  t.field({
    type: [ResourceRef],
    subGraphs: [...USER_GRAPHS],
    authScopes: anyUser,
    description:
      'The resources meant for the own organisation: for everyone, its approved events, its incubator.',
    resolve: (_r, _a, ctx) => myResources(ctx.db, ctx.actor),
  }),
);

builder.queryField('resource', (t) =>
  t.field({
    type: ResourceRef,
    subGraphs: [...USER_GRAPHS],
    authScopes: anyUser,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => myResource(ctx.db, ctx.actor, String(a.id)),
  }),
);

builder.queryField('managedResources', (t) =>
  t.field({
    type: ResourcePage,
    ...manage,
    description: 'The resources this organiser manages, newest first, a page at a time.',
    args: {
      search: t.arg.string(),
      audience: t.arg({ type: ResourceAudienceEnum }),
      eventId: t.arg.id(),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_r, a, ctx) =>
      listManagedResources(
        ctx.db,
        ctx.actor,
        withoutNulls({ ...a, eventId: a.eventId == null ? null : String(a.eventId) }),
      ),
  }),
);

builder.queryField('managedResource', (t) =>
  t.field({
    type: ResourceRef,
    ...manage,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getManagedResource(ctx.db, ctx.actor, String(a.id)),
  }),
);

builder.mutationField('createResource', (t) =>
  t.field({
    type: ResourceRef,
    ...manage,
    args: { input: t.arg({ type: ResourceInput, required: true }) },
    resolve: (_r, a, ctx) => createResource(ctx.db, ctx.actor, withoutNulls(a.input)),
  }),
);

builder.mutationField('updateResource', (t) =>
  t.field({
    type: ResourceRef,
    ...manage,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ResourceInput, required: true }),
    },
    resolve: (_r, a, ctx) => updateResource(ctx.db, ctx.actor, String(a.id), withoutNulls(a.input)),
  }),
);

builder.mutationField('deleteResource', (t) =>
  t.id({
    ...manage,
    description: 'Deletes the resource; answers its id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => deleteResource(ctx.db, ctx.actor, String(a.id)),
  }),
);
