/**
 * Import boundaries (ARCHITECTURE.md): no imports between web features, nor from a feature into
 * the app layer; packages never import apps; a server module never imports another module's tables.
 */
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../..');
const rel = (file) => path.relative(repo, file).split(path.sep).join('/');

function check(from, to) {
  if (
    /^packages\//.test(from) &&
    (/^apps\//.test(to.resolved ?? '') || /^@matchday\/(server|web)$/.test(to.spec))
  ) {
    return 'packages must not import from apps';
  }
  const feature = (p) => /^apps\/web\/src\/features\/([^/]+)\//.exec(p)?.[1];
  const a = feature(from);
  const b = to.resolved && feature(to.resolved);
  if (a && b && a !== b) return `web feature "${a}" must not import from feature "${b}"`;
  if (a && to.resolved && /^apps\/web\/src\/app\//.test(to.resolved)) {
    return `web feature "${a}" must not import from the app layer (the app composes features)`;
  }
  const mod = (p) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(p)?.[1];
  const m = mod(from);
  const n = to.resolved && mod(to.resolved);
  if (m && n && m !== n && /\.tables(\.ts)?$/.test(to.resolved)) {
    return `module "${m}" must read module "${n}" through its service, not its tables`;
  }
  return null;
}

export default {
  rules: {
    imports: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = rel(context.filename);
        const visit = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string') return;
          const resolved = spec.startsWith('.')
            ? rel(path.resolve(path.dirname(context.filename), spec))
            : null;
          const problem = check(from, { spec, resolved });
          if (problem) context.report({ node: node.source, message: problem });
        };
        return {
          ImportDeclaration: visit,
          ExportNamedDeclaration: visit,
          ExportAllDeclaration: visit,
          ImportExpression: visit,
        };
      },
    },
  },
};
