/** GraphQL hands explicit nulls; for whole-form inputs null and absent mean the same. */
export function withoutNulls(input: object) {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null));
}
