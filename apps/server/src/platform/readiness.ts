/**
 * Whether this instance should take traffic (GET /api/ready): it is STARTING until the process
 * has opened its database, MIGRATING while migrations run, READY while serving, and DRAINING
 * from the stop signal on — load balancers stop sending requests before the listener closes.
 */
export type ReadinessState = 'STARTING' | 'MIGRATING' | 'READY' | 'DRAINING';

export type Readiness = {
  readonly state: ReadinessState;
  set(state: ReadinessState): void;
};

export function createReadiness(initial: ReadinessState = 'READY'): Readiness {
  let state = initial;
  return {
    get state() {
      return state;
    },
    set(next) {
      // Draining is final: a late "ready" from a startup step must not reopen a stopping instance.
      if (state === 'DRAINING') return;
      state = next;
    },
  };
}
