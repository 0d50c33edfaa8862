import type { PasswordLinkCheckAnswer } from '@matchday/shared';
import { useEffect, useState } from 'react';
import { ApiError, postJson } from '../../../lib/api.ts';

export type LinkCheck =
  | { state: 'checking' }
  | { state: 'valid'; email: string }
  | { state: 'invalid' }
  | { state: 'unreachable'; message: string };

/**
 * Asks the server on load whether a reset or invitation link still works (POST
 * /api/auth/checklink, which spends nothing), so a dead link is said before any password is
 * typed. `retry` asks again after a network failure.
 */
export function useLinkCheck(kind: 'reset' | 'invite', token: string) {
  const [check, setCheck] = useState<LinkCheck>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    postJson<PasswordLinkCheckAnswer>('/api/auth/checklink', { kind, token })
      .then((owner) => live && setCheck({ state: 'valid', email: owner.email }))
      .catch((e: unknown) => {
        if (!live) return;
        if (e instanceof ApiError && e.status === 400) setCheck({ state: 'invalid' });
        else setCheck({ state: 'unreachable', message: (e as Error).message });
      });
    return () => {
      live = false;
    };
  }, [kind, token, attempt]);
  const retry = () => {
    setCheck({ state: 'checking' });
    setAttempt((n) => n + 1);
  };
  return { check, retry };
}
