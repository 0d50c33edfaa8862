import {
  getNamedType,
  isCompositeType,
  isObjectType,
  isInterfaceType,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ArgumentNode,
} from 'graphql';

/**
 * What one GraphQL operation is likely to cost (docs/decisions/070-query-cost-budget.md).
 *
 * GraphQL Armor's cost formula (a scalar 1; an object 2 plus 1.5 × its selections), with a list
 * weighed by how many items it asks for: a field with a `limit`, `first` or `last` argument
 * multiplies its whole subtree by that number (given inline, as a variable, or the argument's
 * default). Armor itself only reads literal `first`/`last`, so `companyDirectory(limit: 50)`
 * counted as one company there and counts as fifty here.
 */
export const COST_WEIGHTS = {
  scalar: 1,
  object: 2,
  depthFactor: 1.5,
  /** Items assumed for a paged list asked for without a size and with no default size. */
  unstatedPage: 50,
  /** No list answers more per page (larger sizes are refused by the lists' input schemas). */
  maxPage: 100,
} as const;

const SIZE_ARGUMENTS = ['limit', 'first', 'last'];

type Walk = {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  /** Named fragments being expanded (a cycle, refused later by validation, costs nothing). */
  open: Set<string>;
};

/**
 * The cost of the operation a request runs: the named one, the only one, or (when the name
 * matches none) the dearest of the document's operations.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string | null,
): number {
  const operations: OperationDefinitionNode[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const named = operationName
    ? operations.filter((o) => o.name?.value === operationName)
    : operations;
  const chosen = named.length ? named : operations;
  let cost = 0;
  for (const operation of chosen) {
    const root = schema.getRootType(operation.operation) ?? undefined;
    const walk: Walk = {
      schema,
      fragments,
      variables: withDefaults(operation, variables),
      open: new Set(),
    };
    cost = Math.max(cost, selectionsCost(walk, operation.selectionSet, root));
  }
  return cost;
}

/** The sum of a selection set's fields, fragments flattened into it. */
function selectionsCost(
  walk: Walk,
  set: SelectionSetNode,
  parent: GraphQLCompositeType | undefined,
): number {
  let cost = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const field = fieldOf(parent, selection.name.value);
      if (!selection.selectionSet) {
        cost += COST_WEIGHTS.scalar;
        continue;
      }
      const type = field ? getNamedType(field.type) : undefined;
      const child = type && isCompositeType(type) ? type : undefined;
      const inner = selectionsCost(walk, selection.selectionSet, child);
      const items = field ? pageSize(walk, field, selection.arguments ?? []) : 1;
      cost += (COST_WEIGHTS.object + COST_WEIGHTS.depthFactor * inner) * items;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition?.name.value;
      cost += selectionsCost(walk, selection.selectionSet, typeNamed(walk, condition) ?? parent);
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      if (!fragment || walk.open.has(name)) continue;
      walk.open.add(name);
      const type = typeNamed(walk, fragment.typeCondition.name.value);
      cost += selectionsCost(walk, fragment.selectionSet, type);
      walk.open.delete(name);
    }
  }
  return cost;
}

/** The request's variables, with the operation's own defaults for those it left out. */
function withDefaults(operation: OperationDefinitionNode, variables: Record<string, unknown>) {
  const all = { ...variables };
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (all[name] === undefined && definition.defaultValue) {
      all[name] = valueFromASTUntyped(definition.defaultValue);
    }
  }
  return all;
}

function typeNamed(walk: Walk, name: string | undefined) {
  const type = name ? walk.schema.getType(name) : undefined;
  return type && isCompositeType(type) ? type : undefined;
}

function fieldOf(
  parent: GraphQLCompositeType | undefined,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  if (!parent || !(isObjectType(parent) || isInterfaceType(parent))) return undefined;
  return parent.getFields()[name];
}

/** How many items a field asks for: its size argument (clamped to 1…maxPage), else 1. */
function pageSize(
  walk: Walk,
  field: GraphQLField<unknown, unknown>,
  given: readonly ArgumentNode[],
): number {
  const argument = field.args.find((a) => SIZE_ARGUMENTS.includes(a.name));
  if (!argument) return 1;
  const node = given.find((a) => a.name.value === argument.name)?.value;
  const stated = node ? valueFromASTUntyped(node, walk.variables) : undefined;
  const value = stated ?? argument.defaultValue;
  const size = typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  if (size === undefined) return COST_WEIGHTS.unstatedPage;
  return Math.min(COST_WEIGHTS.maxPage, Math.max(1, Math.trunc(size)));
}
