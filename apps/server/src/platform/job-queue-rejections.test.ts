import { afterEach, describe, expect, it } from 'vitest';
import { isLostJobCompletion, surviveLostJobCompletions } from './job-queue-rejections.ts';

/** An error as pg-pool raises it under pg-boss's un-awaited `complete` (async frames included). */
function lostCompletion() {
  const error = new Error('Connection terminated unexpectedly');
  error.stack = [
    'Error: Connection terminated unexpectedly',
    '    at /srv/matchday/node_modules/pg-pool/index.js:45:11',
    '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
    '    at async Manager.complete (/srv/matchday/node_modules/pg-boss/src/manager.js:485:20)',
  ].join('\n');
  return error;
}

describe('lost pg-boss job completions', () => {
  let remove = () => {};
  afterEach(() => remove());

  it('tells a lost completion from any other rejection', () => {
    expect(isLostJobCompletion(lostCompletion())).toBe(true);
    expect(isLostJobCompletion(new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(isLostJobCompletion('node_modules/pg-boss/src/manager.js')).toBe(false);
  });

  it('logs a lost completion and keeps going; anything else is rethrown to end the process', () => {
    const warned: string[] = [];
    const guard = surviveLostJobCompletions({ warn: (_obj, msg) => warned.push(msg) });
    remove = guard.remove;
    expect(process.listeners('unhandledRejection')).toContain(guard.handler);
    expect(() => guard.handler(lostCompletion())).not.toThrow();
    expect(warned).toHaveLength(1);
    const other = new Error('a bug of ours');
    expect(() => guard.handler(other)).toThrow(other);
    guard.remove();
    expect(process.listeners('unhandledRejection')).not.toContain(guard.handler);
  });
});
