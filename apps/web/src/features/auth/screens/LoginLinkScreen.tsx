import { Alert } from '@mantine/core';
import type { CredentialsAnswer } from '@matchday/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, postJson } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { takeChosenEvent } from '../chosen-event.ts';
import { getDeviceId } from '../device-id.ts';
import { landingFor } from '../first-step.ts';
import { storeSignIn } from '../sign-in.ts';
import { DeadLink, SIGN_IN_PATHS } from './DeadLink.tsx';
import { LinkChecking } from './LinkChecking.tsx';
import { LinkFrame } from './LinkFrame.tsx';

/**
 * /token/login/:token — a one-time sign-in link: spent once, on this device. It opens the page
 * the person asked it from (`?next=`, when that page lies in their area), else their home.
 */
export function LoginLinkScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [error, setError] = useState<{ refused: boolean; message: string } | null>(null);
  const started = useRef(false);
  usePageTitle('Signing you in');
  useEffect(() => {
    if (started.current) return; // the link is single use: never spend it twice (StrictMode)
    started.current = true;
    (async () => {
      const deviceid = await getDeviceId();
      const answer = await postJson<CredentialsAnswer>(
        '/api/auth/magiclogin',
        { token },
        { deviceid },
      );
      storeSignIn({ ...answer, deviceid, storeSession: true });
      navigate(landingFor(answer.user, search, takeChosenEvent()), { replace: true });
    })().catch((e: Error) =>
      setError({ refused: e instanceof ApiError && e.status === 400, message: e.message }),
    );
  }, [token, navigate, search]);

  return (
    <LinkFrame title="Signing you in">
      {error?.refused && (
        <DeadLink
          hint="Sign-in links work once, for 15 minutes, on the device that opens them. Ask for a new one."
          action={{ label: 'Ask for a new sign-in link', to: SIGN_IN_PATHS.link }}
        />
      )}
      {error && !error.refused && (
        <Alert color="red" variant="light" role="alert" data-testid="login-link-failed">
          {error.message}
        </Alert>
      )}
      {!error && <LinkChecking />}
    </LinkFrame>
  );
}
