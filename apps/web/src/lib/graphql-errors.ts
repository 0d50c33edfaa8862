import type { FormattedExecutionResult, GraphQLFormattedError, OperationTypeNode } from 'graphql';
import { localTextNow } from './local-text.ts';

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

/**
 * The result with its guard refusals worded for people, and known texts (messages, field
 * messages) in the language shown (used by the Apollo link chain).
 */
export function humanResult<T extends FormattedExecutionResult>(
  result: T,
  kind: OperationTypeNode | `${OperationTypeNode}`,
): T {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map((e) => localError(e, kind)) };
}

type Fields = { fields?: { field: string; message: string }[] };

function localError(e: GraphQLFormattedError, kind: OperationTypeNode | `${OperationTypeNode}`) {
  const code = typeof e.extensions?.code === 'string' ? e.extensions.code : undefined;
  const message = localTextNow(humanGraphQLMessage(e, kind), code);
  const fields = (e.extensions as Fields | undefined)?.fields;
  if (message === e.message && !fields?.length) return e;
  return {
    ...e,
    message,
    ...(fields?.length
      ? {
          extensions: {
            ...e.extensions,
            fields: fields.map((f) => ({ ...f, message: localTextNow(f.message) })),
          },
        }
      : {}),
  };
}
