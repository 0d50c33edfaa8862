import type { FormattedExecutionResult, GraphQLFormattedError, OperationTypeNode } from 'graphql';

/**
 * The server's field guard (Pothos scope-auth) refuses with messages that name the resolver —
 * "Not authorized to resolve Query.needs" — which mean nothing to a person. The web never shows
 * them (decision 077): every refusal of that kind reads as a sentence. Refusals the services
 * word themselves ("Only the programme’s admins send agreements") are sentences already and are
 * kept.
 */
const GUARD_REFUSAL = /^Not authori[sz]ed to (resolve|read|access)\b/i;
const RESOLVER_NAME = /\b(Query|Mutation|Subscription)\.[A-Za-z_]\w*/;

export const MAY_NOT_CHANGE = 'You may not change this.';
export const MAY_NOT_SEE = 'You may not see this.';

/** Is this a refusal a person should not read as it is (a guard's, or one naming a resolver)? */
export function isGuardRefusal(error: Pick<GraphQLFormattedError, 'message' | 'extensions'>) {
  const code = error.extensions?.code;
  if (code === 'NOT_AUTHORIZED') return true;
  return GUARD_REFUSAL.test(error.message) || RESOLVER_NAME.test(error.message);
}

/** The sentence a person reads for a GraphQL error of an operation of this kind. */
export function humanGraphQLMessage(
  error: Pick<GraphQLFormattedError, 'message' | 'extensions'>,
  kind: OperationTypeNode | `${OperationTypeNode}`,
): string {
  if (!isGuardRefusal(error)) return error.message;
  return kind === 'mutation' ? MAY_NOT_CHANGE : MAY_NOT_SEE;
}

/** The result with its guard refusals worded for people (used by the Apollo link chain). */
export function humanResult<T extends FormattedExecutionResult>(
  result: T,
  kind: OperationTypeNode | `${OperationTypeNode}`,
): T {
  if (!result.errors?.some(isGuardRefusal)) return result;
  return {
    ...result,
    errors: result.errors.map((e) =>
      isGuardRefusal(e) ? { ...e, message: humanGraphQLMessage(e, kind) } : e,
    ),
  };
}
