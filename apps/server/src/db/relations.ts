import { defineRelations } from 'drizzle-orm';
import * as schema from './schema.ts';

export const relations = defineRelations(schema, (r) => ({
  companies: { users: r.many.users() },
  users: { company: r.one.companies({ from: r.users.companyId, to: r.companies.id }) },
}));
export type Relations = typeof relations;
