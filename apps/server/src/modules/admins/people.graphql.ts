import { USER_SORT_FIELDS } from '@matchday/shared';
import { builder } from '../../graphql/builder.ts';
import { graphs, m, o, sortInput } from '../../graphql/console.ts';
import { withoutNulls } from '../../graphql/inputs.ts';
import { page } from '../../graphql/page.ts';
import { anyAdmin, can } from '../../graphql/scopes.ts';
import { UserTypeEnum } from '../accounts/accounts.graphql.ts';
import { listUsers, type ConsoleUser } from './console-people.service.ts';
import {
  USER_HISTORY_ACTIONS,
  userHistory,
  type UserHistoryEntry,
} from './user-history.service.ts';

/** The console's people list: startup and corp users of the companies in the admin's scope. */
const UserSortField = builder.enumType('UserSortField', {
  subGraphs: [...graphs],
  values: USER_SORT_FIELDS,
});
const UserSort = sortInput('UserSort', UserSortField);
const UserFilter = builder.inputType('UserFilter', {
  subGraphs: [...graphs],
  fields: (t) => ({
    search: t.string({ description: 'Part of the name or e-mail, any case.' }),
    type: t.field({ type: UserTypeEnum }),
    companyId: t.id(),
  }),
});
const AccountUserRef = builder.objectRef<ConsoleUser>('AccountUser').implement({
  subGraphs: [...graphs],
  description: 'A startup or corp person as the console lists them.',
  fields: (t) => ({
    id: t.exposeID('id', o),
    name: t.exposeString('name', o),
    email: t.exposeString('email', o),
    title: t.exposeString('title', m),
    type: t.expose('type', { ...o, type: UserTypeEnum }),
    companyId: t.exposeID('companyId', o),
    companyName: t.exposeString('companyName', o),
    verified: t.exposeBoolean('verified', o),
    pending: t.exposeBoolean('pending', o),
    onboarded: t.exposeBoolean('onboarded', o),
    disabled: t.exposeBoolean('disabled', o),
    createdAt: t.expose('createdAt', { ...o, type: 'DateTime' }),
  }),
});

const AccountUserPage = page<ConsoleUser>('AccountUserPage', AccountUserRef);

builder.queryField('users', (t) =>
  t.field({
    type: AccountUserPage,
    subGraphs: [...graphs],
    authScopes: anyAdmin,
    description: 'People of the companies in the admin’s scope.',
    args: {
      filter: t.arg({ type: UserFilter }),
      sort: t.arg({ type: UserSort }),
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: 20 }),
    },
    resolve: (_r, a, ctx) =>
      listUsers(ctx.db, ctx.actor, {
        filter: a.filter ? withoutNulls(a.filter) : undefined,
        sort: a.sort ? withoutNulls(a.sort) : undefined,
        offset: a.offset ?? 0,
        limit: a.limit ?? 20,
      }),
  }),
);

const UserHistoryActionEnum = builder.enumType('UserHistoryAction', {
  subGraphs: [...graphs],
  values: USER_HISTORY_ACTIONS,
});
const UserHistoryEntryRef = builder.objectRef<UserHistoryEntry>('UserHistoryEntry').implement({
  subGraphs: [...graphs],
  description: 'One line of a person’s history: what happened, when, by which admin.',
  fields: (t) => ({
    id: t.exposeID('id', o),
    action: t.expose('action', { ...o, type: UserHistoryActionEnum }),
    at: t.expose('at', { ...o, type: 'DateTime' }),
    actorId: t.exposeID('actorId', o),
    actorName: t.exposeString('actorName', o),
  }),
});

builder.queryField('userHistory', (t) =>
  t.field({
    type: [UserHistoryEntryRef],
    subGraphs: [...graphs],
    authScopes: can('viewUserHistory'),
    description:
      'A person’s history, newest first: when an admin viewed the app as them, and when that was stopped or ran out.',
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => userHistory(ctx.db, ctx.actor, String(a.userId)),
  }),
);
