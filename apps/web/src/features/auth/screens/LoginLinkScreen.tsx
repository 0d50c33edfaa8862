import { Alert, Loader, Text } from '@mantine/core';
import { homePathFor } from '@matchday/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { postJson } from '../../../lib/api.ts';
import { storeCredentials, type Credentials } from '../../../lib/session.ts';
import { getDeviceId } from '../device-id.ts';
import { LinkFrame } from './LinkFrame.tsx';

/** /token/login/:token — a one-time sign-in link: spent once, on this device. */
export function LoginLinkScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // the link is single use: never spend it twice (StrictMode)
    started.current = true;
    (async () => {
      const deviceid = await getDeviceId();
      const answer = await postJson<Pick<Credentials, 'user' | 'token'>>(
        '/api/auth/magiclogin',
        { token },
        { deviceid },
      );
      storeCredentials({ ...answer, deviceid, storeSession: true });
      navigate(homePathFor(answer.user), { replace: true });
    })().catch((e: Error) => setError(e.message));
  }, [token, navigate]);

  return (
    <LinkFrame title="Signing you in">
      {error ? (
        <Alert color="red" variant="light" role="alert" data-testid="login-link-failed">
          {error}. Sign-in links work once and for 15 minutes; ask for a new one.
        </Alert>
      ) : (
        <Text role="status">
          <Loader size="xs" mr="xs" /> Checking your link…
        </Text>
      )}
    </LinkFrame>
  );
}
