import type { MonitorAnswer } from '@matchday/shared';
import { createStore, useStore } from './store.ts';

/** SPEC §3 system status: OK means up, DOWN means down; UNKNOWN until the first answer. */
export type SystemStatus = 'OK' | 'DOWN' | 'UNKNOWN';

export const systemStatusStore = createStore<SystemStatus>('UNKNOWN');

/** One monitor call: anything but a 2xx `{status:"OK"}` is DOWN (SPEC §8). */
export async function checkSystemStatus(fetchImpl: typeof fetch = fetch): Promise<SystemStatus> {
  try {
    const response = await fetchImpl('/api/monitor', { cache: 'no-store' });
    const body = (await response.json()) as Partial<MonitorAnswer>;
    return response.ok && body.status === 'OK' ? 'OK' : 'DOWN';
  } catch {
    return 'DOWN';
  }
}

/** Polls the monitor; faster while down so the app comes back soon after the backend does. */
export function pollSystemStatus(intervals = { up: 15_000, down: 5_000 }) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const tick = async () => {
    const status = await checkSystemStatus();
    if (stopped) return;
    systemStatusStore.set(status);
    timer = setTimeout(tick, status === 'OK' ? intervals.up : intervals.down);
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

export const useSystemStatus = () => useStore(systemStatusStore);
