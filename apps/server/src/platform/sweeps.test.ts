import { describe, expect, it } from 'vitest';
import { startSweep } from './sweeps.ts';

const quietLog = (errors: string[]) => ({ error: (_: object, msg: string) => errors.push(msg) });

describe('startSweep', () => {
  it('runs at start, one pass at a time, and its stop waits for the running pass', async () => {
    let active = 0;
    let most = 0;
    let passes = 0;
    let release: () => void = () => {};
    const stop = startSweep(
      {
        name: 'test sweep',
        everyMs: 5,
        run: async () => {
          active += 1;
          most = Math.max(most, active);
          passes += 1;
          await new Promise<void>((resolve) => (release = resolve));
          active -= 1;
        },
      },
      quietLog([]),
    );
    await new Promise((resolve) => setTimeout(resolve, 40)); // several ticks while the first pass runs
    expect(passes).toBe(1);
    const stopped = stop();
    let done = false;
    void stopped.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false); // still waiting for the running pass
    release();
    await stopped;
    expect(most).toBe(1);
    expect(passes).toBe(1); // ticks queued behind the pass do not run once stopped
  });

  it('logs a failing pass under its name and runs the next one', async () => {
    const errors: string[] = [];
    let passes = 0;
    const stop = startSweep(
      {
        name: 'flaky sweep',
        everyMs: 5,
        run: async () => {
          passes += 1;
          if (passes === 1) throw new Error('database gone');
        },
      },
      quietLog(errors),
    );
    await new Promise((resolve) => setTimeout(resolve, 40));
    await stop();
    expect(errors[0]).toBe('flaky sweep failed');
    expect(passes).toBeGreaterThan(1);
  });
});
