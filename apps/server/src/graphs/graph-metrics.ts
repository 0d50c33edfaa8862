import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { graphqlDuration, graphqlOperations } from '../platform/metrics.ts';
import { openSpan } from '../platform/tracing.ts';

/** Distinct operation names kept as labels; further names count as `other` (clients name them). */
const MAX_NAMES = 300;
const names = new Set<string>();

function operationLabel(name: string | undefined) {
  if (!name) return 'anonymous';
  if (names.has(name)) return name;
  if (names.size >= MAX_NAMES || !/^\w{1,80}$/.test(name)) return 'other';
  names.add(name);
  return name;
}

/**
 * Counts and times each executed GraphQL operation of a graph by its name and type, with
 * `error` when the result carries errors (refusals included).
 */
export function graphMetrics(graph: string): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      const labels = {
        graph,
        operation: operationLabel(operation?.name?.value),
        type: operation?.operation ?? 'unknown',
      };
      const stop = graphqlDuration.startTimer(labels);
      // The operation's span: the statements its resolvers run are its children.
      const span = openSpan(`graphql ${labels.operation}`, {
        'graphql.operation.name': labels.operation,
        'graphql.operation.type': labels.type,
        'matchday.graph': graph,
      });
      setExecuteFn((executeArgs) => span.run(() => executeFn(executeArgs)));
      return {
        onExecuteDone({ result }) {
          stop();
          const failed = 'errors' in result && Array.isArray(result.errors) && result.errors.length;
          span.end(!!failed);
          graphqlOperations.inc({ ...labels, outcome: failed ? 'error' : 'ok' });
        },
      };
    },
  };
}
