import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the field being resolved selects any of these sub-fields directly (through inline
 * fragments and named fragments too). Used to read related data in the list's own statement only
 * when the query asks for it; a miss only costs the loader's own statement.
 */
export function selects(info: GraphQLResolveInfo, names: ReadonlySet<string>): boolean {
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined): boolean =>
    !!set?.selections.some((s) => {
      if (s.kind === Kind.FIELD) return names.has(s.name.value);
      if (s.kind === Kind.INLINE_FRAGMENT) return walk(s.selectionSet);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      return walk(info.fragments[s.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => walk(node.selectionSet));
}
