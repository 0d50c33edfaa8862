import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index.ts';

/**
 * Raw validator text ("Too small: expected string to have >=1 characters")
 * reached users. Every rule of every exported schema carries its own human message. Two walks
 * keep it so: one reads each schema's definition and names every rule without a message; the
 * other parses bad inputs (empty, blank, too long, wrong types) and fails on a message zod made.
 */

type Def = {
  type: string;
  error?: unknown;
  checks?: { _zod: { def: CheckDef } }[];
  check?: string;
  [key: string]: unknown;
};
type CheckDef = { check: string; type?: string; fn?: unknown; error?: unknown };
type Schema = { _zod: { def: Def } };

const schemas = (Object.entries(shared) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

/** Kinds whose own rule (the type, the option list, the format) can fail. */
const FAILING_KINDS = new Set([
  'string',
  'number',
  'int',
  'bigint',
  'boolean',
  'date',
  'enum',
  'literal',
  'array',
  'object',
  'tuple',
  'record',
  'union',
  'set',
  'map',
]);

/** Every rule without a message of its own, as "path: rule". */
function rulesWithoutMessage(schema: Schema, path: string, out: string[], seen: Set<unknown>) {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def;
  if (FAILING_KINDS.has(def.type) && def.error === undefined) {
    out.push(`${path}: ${def.check ?? def.type}`);
  }
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    // trim()/toLowerCase() cannot fail; superRefine adds issues itself (checked by parsing).
    if (c.check === 'overwrite' || (c.check === 'custom' && c.fn === undefined)) continue;
    if (c.error === undefined) out.push(`${path}: ${c.check}`);
  }
  const walk = (child: unknown, at: string) => {
    if (child && typeof child === 'object' && '_zod' in child) {
      rulesWithoutMessage(child as Schema, at, out, seen);
    }
  };
  switch (def.type) {
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
        walk(child, `${path}.${key}`);
      }
      if ((def.catchall as Schema | undefined)?._zod.def.type !== 'never') walk(def.catchall, path);
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'pipe':
      walk(def.in, path);
      walk(def.out, path);
      break;
    case 'union':
      (def.options as unknown[]).forEach((o, i) => walk(o, `${path}|${i}`));
      break;
    default:
      walk(def.innerType, path);
  }
}

const TOO_LONG = 'x'.repeat(6000);
const BAD_VALUES: unknown[] = [
  '',
  '   ',
  'x',
  TOO_LONG,
  '\u0000',
  -1,
  1.5,
  1e12,
  true,
  null,
  [],
  {},
  [''],
  Array.from({ length: 6000 }, () => 'x'),
];

/** Bad inputs for a schema: the list above, and objects/arrays with bad values inside. */
function badInputs(schema: Schema, depth = 0): unknown[] {
  let def = schema._zod.def;
  while (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(def.type)) {
    def = (def.innerType as Schema)._zod.def;
  }
  if (def.type === 'pipe') return badInputs(def.in as Schema, depth);
  if (depth > 3) return BAD_VALUES;
  if (def.type === 'object') {
    const shape = Object.entries(def.shape as Record<string, Schema>);
    const inner = shape.map(([key, child]) => [key, badInputs(child, depth + 1)] as const);
    const rounds = Math.max(...inner.map(([, values]) => values.length), BAD_VALUES.length);
    const objects = Array.from({ length: rounds }, (_, i) =>
      Object.fromEntries(inner.map(([key, values]) => [key, values[i % values.length]])),
    );
    return [...BAD_VALUES, ...objects, { unexpectedField: 1 }];
  }
  if (def.type === 'array') {
    return [...BAD_VALUES, ...badInputs(def.element as Schema, depth + 1).map((v) => [v])];
  }
  return BAD_VALUES;
}

const SENTINEL = '«zod default»';
/** What zod's English locale writes; none of it may reach a person. */
const ZOD_DEFAULT =
  /^Invalid input|Too (small|big)|expected (string|number|int|boolean|object|array|date)|Unrecognized keys?|^Invalid (string|option|element|key|value|type)|^Required$/;

describe('every exported schema speaks to people', () => {
  it('finds the schemas to check', () => {
    expect(schemas.length).toBeGreaterThan(30);
  });

  it('gives every rule a message of its own', () => {
    const missing: string[] = [];
    const seen = new Set<unknown>();
    for (const [name, schema] of schemas) {
      rulesWithoutMessage(schema as unknown as Schema, name, missing, seen);
    }
    expect(missing).toEqual([]);
  });

  it.each(schemas)('%s answers bad input with human messages only', (name, schema) => {
    const bad: string[] = [];
    for (const input of badInputs(schema as unknown as Schema)) {
      // The parse-time error map answers only for rules without a message of their own.
      const result = schema.safeParse(input, { error: () => SENTINEL });
      for (const issue of result.error?.issues ?? []) {
        if (issue.message === SENTINEL || ZOD_DEFAULT.test(issue.message)) {
          bad.push(`${name}.${issue.path.join('.')} (${issue.code}): ${issue.message}`);
        }
      }
    }
    expect([...new Set(bad)]).toEqual([]);
  });
});

describe('the cases the issue names', () => {
  const messages = (schema: z.ZodType, input: unknown) =>
    schema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('a malformed link token', () => {
    expect(messages(shared.verifyEmailInput, { token: 'x' })).toEqual([
      'token: This link is not valid or has expired',
    ]);
  });

  it('registering with empty fields, and the admin registering an organisation', () => {
    const empty = { name: '', country: 'SE' };
    expect(
      messages(shared.registerStartupInput, {
        company: empty,
        user: { email: '', name: '', password: '' },
      }),
    ).toEqual([
      'company.name: Enter the company name',
      'user.email: Enter a valid e-mail address',
      'user.name: Enter the name',
      'user.password: Password must be at least 8 characters',
    ]);
    expect(
      messages(shared.signupCompanyInput, {
        company: { ...empty, type: 'corp' },
        user: { email: 'olga@fjell.test', name: ' ' },
      }),
    ).toEqual(['company.name: Enter the company name', 'user.name: Enter the name']);
  });
});
