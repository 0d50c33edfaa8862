import type { ApolloCache, Reference } from '@apollo/client';

type Stored = unknown;

/** An answer's value as the cache keeps it: objects with an id become references. */
function asStored(
  value: unknown,
  toReference: (o: { __typename: string; id: string }) => Reference | undefined,
): Stored {
  if (Array.isArray(value)) return value.map((item) => asStored(item, toReference));
  if (value && typeof value === 'object') {
    const o = value as { __typename?: string; id?: string };
    if (o.__typename && o.id) return toReference({ __typename: o.__typename, id: o.id }) ?? value;
  }
  return value;
}

/**
 * Copies an answer's fields onto another cached entity that holds the same fields under another
 * type (the graph's CompanyProfile is the public projection of a Company), or onto ROOT_QUERY
 * fields. Only fields the target already holds change; nested objects with an id are stored as
 * references (the answer has normalized them already). A page showing both stays in step
 * without a refetch and without a loading flash.
 */
export function mirrorFields(
  cache: ApolloCache,
  target: 'ROOT_QUERY' | { __typename: string; id: string },
  answer: Record<string, unknown>,
) {
  const id = target === 'ROOT_QUERY' ? target : cache.identify(target);
  if (!id) return;
  cache.modify({
    id,
    fields: (value, { fieldName, toReference }) =>
      fieldName === 'id' || fieldName === '__typename' || !(fieldName in answer)
        ? value
        : asStored(answer[fieldName], toReference),
  });
}
