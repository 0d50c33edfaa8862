import { AppError } from '../../../platform/errors.ts';
import { WorkerLimitError, WorkerPool, workerEntry } from '../../../platform/worker-pool.ts';
import { UNREADABLE, type FileRow } from './participants-file.ts';
import type { ParseAnswer } from './participants-file.worker.ts';

/**
 * Two warm workers parse participants files (more wait in line); each file gets 15 s and 256 MB
 * of heap, else it is refused and its worker replaced.
 */
export const PARSE_LIMITS = { size: 2, timeoutMs: 15_000, maxMemoryMb: 256 };

const pool = new WorkerPool<{ filename: string; body: Buffer }, ParseAnswer>(
  workerEntry('participants-file.worker', import.meta.url),
  PARSE_LIMITS,
);

/**
 * Reads a participants file in a worker thread (participants-file.worker.ts), so the request
 * loop keeps answering while it is parsed: a problem with the file, or a file that takes more
 * than PARSE_LIMITS to read, is a 400 naming it.
 */
export async function readParticipantsFile(file: {
  filename: string;
  body: Buffer;
}): Promise<FileRow[]> {
  let answer: ParseAnswer;
  try {
    answer = await pool.run(file);
  } catch (error) {
    if (!(error instanceof WorkerLimitError)) throw error;
    throw problem(
      error.reason === 'time'
        ? `This file took more than ${PARSE_LIMITS.timeoutMs / 1000} s to read; send a smaller one`
        : error.reason === 'memory'
          ? 'This file needs too much memory to read; send a smaller one'
          : UNREADABLE,
    );
  }
  if ('problem' in answer) throw problem(answer.problem);
  return answer.rows;
}

function problem(message: string) {
  return new AppError('BAD_REQUEST', message, { fields: [{ field: 'file', message }] });
}
