import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { COST_BUDGET_POLICY } from '../platform/cost-budget.ts';
import { operationCost } from '../graphql/query-cost.ts';
import { buildGraphs } from './schema.ts';

/** The estimate the cost budget spends (docs/decisions/070), on the real schemas. */
const schemas = buildGraphs();
const cost = (
  graph: keyof typeof schemas,
  query: string,
  variables: Record<string, unknown> = {},
  name?: string,
) => operationCost(schemas[graph], parse(query), variables, name);

const aliased = (n: number, field: string) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('operationCost', () => {
  it("is GraphQL Armor's formula without lists: scalar 1, object 2 + 1.5 × selections", () => {
    expect(cost('startup', '{ __typename }')).toBe(1);
    expect(cost('startup', '{ me { id email } }')).toBe(5);
    expect(cost('startup', '{ me { id company { id name } } }')).toBe(2 + 1.5 * (1 + 5));
  });

  it('weighs a list by its limit: inline, as a variable, by default, clamped to 1…100', () => {
    const page = 2 + 1.5 * (2 + 1.5 * 1); // { items { id } } for one company
    const directory = (limit: string) => `{ companyDirectory${limit} { items { id } } }`;
    expect(cost('corp', directory('(limit: 50)'))).toBe(50 * page);
    expect(cost('corp', directory(''))).toBe(12 * page); // the argument's default
    const byVariable = 'query ($n: Int) { companyDirectory(limit: $n) { items { id } } }';
    expect(cost('corp', byVariable, { n: 40 })).toBe(40 * page);
    expect(cost('corp', byVariable)).toBe(12 * page); // variable left out: the default
    const withDefault = 'query ($n: Int = 30) { companyDirectory(limit: $n) { items { id } } }';
    expect(cost('corp', withDefault)).toBe(30 * page);
    expect(cost('corp', directory('(limit: 2147483647)'))).toBe(100 * page);
    expect(cost('corp', directory('(limit: -5)'))).toBe(page);
    // No size given and no default: a page of 50 is assumed.
    expect(cost('public', '{ events { id } }')).toBe(50 * (2 + 1.5));
    expect(cost('corp', '{ notifications(first: 5) { items { id } } }')).toBe(
      5 * (2 + 1.5 * (2 + 1.5)),
    );
  });

  it('counts fragments as if written in place, and a fragment cycle as nothing more', () => {
    const inline = '{ companyDirectory(limit: 10) { items { id name } } }';
    const spread = `{ companyDirectory(limit: 10) { items { ...F } } } fragment F on CompanyProfile { id name }`;
    expect(cost('corp', spread)).toBe(cost('corp', inline));
    const cycle = `{ me { ...A } } fragment A on User { id ...B } fragment B on User { ...A }`;
    expect(cost('corp', cycle)).toBe(cost('corp', '{ me { id } }'));
  });

  it('takes the named operation, or the dearest when none is named', () => {
    const two = 'query Cheap { me { id } } query Dear { companyDirectory(limit: 50) { total } }';
    expect(cost('corp', two, {}, 'Cheap')).toBe(3.5);
    expect(cost('corp', two)).toBe(50 * 3.5);
  });

  it('the aliased directory attack is expensive; ordinary queries are free', () => {
    const attack = aliased(
      15,
      'companyDirectory(limit: 50) { items { team { name } badges { id } } }',
    );
    expect(cost('corp', attack)).toBe(15_562.5);
    expect(cost('corp', attack)).toBeGreaterThan(10 * COST_BUDGET_POLICY.expensiveFrom);
    // The web app's directory page (12 companies with every card field).
    const card =
      'id type name logoThumbnailUrl pitchShort description industries country countryName city stage incubatorName';
    expect(cost('corp', `{ companyDirectory { total items { ${card} } } }`)).toBeLessThan(
      COST_BUDGET_POLICY.expensiveFrom,
    );
  });
});
