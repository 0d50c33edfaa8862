import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget for the JavaScript the landing page loads before anything else (gzip, kB). */
export const LANDING_BUDGET_KB = 150;

export type ChunkSize = { file: string; rawKb: number; gzipKb: number };

// Static imports between chunks (`import … from "./x.js"`, `import "./x.js"`); dynamic
// `import("./x.js")` is loaded on demand and not counted.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g;
const FROM_HTML =
  /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/assets\/([^"]+\.js)"/g;

export const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

/**
 * The chunks `/` loads before anything else: the entry script of dist/index.html, its
 * modulepreloads and every chunk they import statically. Largest first.
 */
export async function landingChunks(dist: string): Promise<ChunkSize[]> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const queue = [...html.matchAll(FROM_HTML)].map((m) => m[1]!);
  const seen = new Map<string, ChunkSize>();
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    const content = await readFile(path.join(dist, 'assets', file));
    seen.set(file, { file, rawKb: content.length / 1024, gzipKb: gzipKb(content) });
    for (const m of content.toString('utf8').matchAll(STATIC_IMPORT)) queue.push(m[1]!);
  }
  return [...seen.values()].sort((a, b) => b.gzipKb - a.gzipKb);
}
