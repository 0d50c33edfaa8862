import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository's import graph, type-only imports included: import-x/no-cycle skips `import
 * type`, yet a cycle of types is still two files that cannot be understood one without the other.
 * Relative specifiers only (packages are layered by the boundaries rule).
 */
const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name)) out.push(full);
  }
  return out;
}

function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Map of file → files it imports (relative imports that resolve), for every file under `roots`. */
export function importGraph(roots) {
  const graph = new Map();
  for (const file of roots.flatMap((root) => sourceFiles(path.resolve(root)))) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const match of text.matchAll(SPECIFIER)) {
      const target = resolve(file, match[1]);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components with more than one file (Tarjan), each sorted. */
export function cycles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    indices.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indices.get(w)));
    }
    if (low.get(v) === indices.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return found;
}

/**
 * The folder graph under `root`: a file's folder is its first path segment (a file directly in
 * `root` is "app"), test files left out. Answers the edges between different folders that lie on
 * a cycle ("back-arrows"), each with the file imports behind it.
 */
export function folderBackArrows(root, graph = importGraph([root])) {
  const top = (f) => {
    const parts = path.relative(root, f).split(path.sep);
    return parts.length === 1 ? 'app' : parts[0];
  };
  const edges = new Map();
  for (const [from, targets] of graph) {
    if (/\.test\.tsx?$/.test(from)) continue;
    for (const to of targets) {
      const a = top(from);
      const b = top(to);
      if (a === b) continue;
      const key = `${a} -> ${b}`;
      edges.set(key, [
        ...(edges.get(key) ?? []),
        `${path.relative(root, from)} -> ${path.relative(root, to)}`,
      ]);
    }
  }
  const next = (a) =>
    [...edges.keys()].filter((k) => k.startsWith(`${a} -> `)).map((k) => k.split(' -> ')[1]);
  const reaches = (a, b, seen = new Set()) => {
    if (a === b) return true;
    seen.add(a);
    return next(a).some((n) => !seen.has(n) && reaches(n, b, seen));
  };
  return [...edges].filter(([key]) => {
    const [a, b] = key.split(' -> ');
    return reaches(b, a);
  });
}
