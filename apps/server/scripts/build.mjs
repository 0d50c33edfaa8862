// `npm run build:server`: bundles apps/server/src/main.ts (and the workspace packages it imports,
// which ship TypeScript) into apps/server/dist/main.js with esbuild — and each worker thread's
// entry into dist/<name>.js beside it — so `npm start` runs compiled
// JavaScript. Dependencies from node_modules stay external (native and wasm files load from
// their own packages). The SQL migrations are copied beside the bundle (dist/migrations), where
// platform/db.ts looks for them when it runs compiled.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';

const server = path.resolve(import.meta.dirname, '..');
const dist = path.join(server, 'dist');

await rm(dist, { recursive: true, force: true });
await build({
  // Worker threads are entries of their own, emitted beside main.js, where workerEntry()
  // (src/platform/worker-pool.ts) finds them: dist/<name>.js.
  entryPoints: {
    main: path.join(server, 'src/main.ts'),
    'participants-file.worker': path.join(
      server,
      'src/modules/events/import/participants-file.worker.ts',
    ),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        // Bare imports are packages: external unless they are our own workspace packages.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@matchday/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
await cp(path.join(server, 'src/db/migrations'), path.join(dist, 'migrations'), {
  recursive: true,
});
console.log(`built ${path.relative(process.cwd(), path.join(dist, 'main.js'))}`);
