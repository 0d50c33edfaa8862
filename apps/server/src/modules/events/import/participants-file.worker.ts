import { parentPort } from 'node:worker_threads';
import { FileProblem, parseParticipantsFile, type FileRow } from './participants-file.ts';

/**
 * Worker thread entry (platform/worker-pool.ts): parses participants files, one message each,
 * and answers with the rows or the problem to show. Built as its own file beside dist/main.js.
 */
export type ParseAnswer = { rows: FileRow[] } | { problem: string };

parentPort?.on(
  'message',
  (message: { id: number; input: { filename: string; body: Uint8Array } }) => {
    const { filename, body } = message.input;
    parseParticipantsFile({
      filename,
      body: Buffer.from(body.buffer, body.byteOffset, body.length),
    })
      .then((rows): ParseAnswer => ({ rows }))
      .catch((error: unknown): ParseAnswer => {
        if (error instanceof FileProblem) return { problem: error.message };
        throw error;
      })
      .then((output) => parentPort!.postMessage({ id: message.id, output }));
  },
);
parentPort?.postMessage({ ready: true });
