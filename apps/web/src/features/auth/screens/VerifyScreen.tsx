import { Alert, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { postJson } from '../../../lib/api.ts';
import { LinkFrame } from './LinkFrame.tsx';

type State = { kind: 'checking' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** /verify/:token — confirms the e-mail address of a new account. */
export function VerifyScreen() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'checking' });
  useEffect(() => {
    let live = true;
    postJson('/api/verify', { token })
      .then(() => live && setState({ kind: 'done' }))
      .catch((e: Error) => live && setState({ kind: 'failed', message: e.message }));
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <LinkFrame title="Verify your e-mail">
      {state.kind === 'checking' && (
        <Text role="status">
          <Loader size="xs" mr="xs" /> Checking your link…
        </Text>
      )}
      {state.kind === 'done' && (
        <Alert color="green" variant="light" role="status" data-testid="verify-done">
          Your e-mail address is verified. A startup account can sign in once the programme has
          activated the company.
        </Alert>
      )}
      {state.kind === 'failed' && (
        <Alert color="red" variant="light" role="alert" data-testid="verify-failed">
          {state.message}. The link may have expired or been used already; sign in and ask for a new
          one.
        </Alert>
      )}
    </LinkFrame>
  );
}
