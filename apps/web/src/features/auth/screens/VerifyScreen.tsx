import type { VerifiedAnswer } from '@matchday/shared';
import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, postJson } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { DeadLink, SIGN_IN_PATHS } from './DeadLink.tsx';
import { LinkCheckFailed, LinkChecking } from './LinkChecking.tsx';
import { LinkFrame } from './LinkFrame.tsx';

type State =
  | { kind: 'checking' }
  | { kind: 'done' }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

/** /verify/:token — confirms the e-mail address of a new account. */
export function VerifyScreen() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  usePageTitle('Verify your e-mail');
  useEffect(() => {
    let live = true;
    postJson<VerifiedAnswer>('/api/verify', { token })
      .then(() => live && setState({ kind: 'done' }))
      .catch((e: Error) => {
        if (!live) return;
        // A refused link (400) reads the same however it failed; a network failure can retry.
        const refused = e instanceof ApiError && e.status === 400;
        setState(refused ? { kind: 'invalid' } : { kind: 'failed', message: e.message });
      });
    return () => {
      live = false;
    };
  }, [token, attempt]);

  return (
    <LinkFrame title="Verify your e-mail">
      {state.kind === 'checking' && <LinkChecking />}
      {state.kind === 'done' && (
        <Alert color="green" variant="light" role="status" data-testid="verify-done">
          Your e-mail address is verified. A startup account can sign in once the programme has
          activated the company.
        </Alert>
      )}
      {state.kind === 'invalid' && (
        <DeadLink
          hint="Verification links work once and for two days, and only the newest one. If you verified already, sign in; otherwise ask for a new link."
          action={{ label: 'Ask for a new verification link', to: SIGN_IN_PATHS.verify }}
        />
      )}
      {state.kind === 'failed' && (
        <LinkCheckFailed
          message={state.message}
          onRetry={() => {
            setState({ kind: 'checking' });
            setAttempt((n) => n + 1);
          }}
        />
      )}
    </LinkFrame>
  );
}
