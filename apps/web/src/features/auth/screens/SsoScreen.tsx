import { Alert, Button, Loader, Text } from '@mantine/core';
import type { CredentialsAnswer } from '@matchday/shared';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { postJson } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { takeChosenEvent } from '../chosen-event.ts';
import { getDeviceId } from '../device-id.ts';
import { landingFor } from '../first-step.ts';
import { storeSignIn } from '../sign-in.ts';
import { LinkFrame } from './LinkFrame.tsx';

/**
 * /sso — where an identity provider's sign-in comes back (decision 113): the fragment holds a
 * one-time ticket, spent on this device for the same session a password gives, or the reason the
 * sign-in was refused.
 */
export function SsoScreen() {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  usePageTitle('Signing you in');
  const params = new URLSearchParams(hash.slice(1));
  const ticket = params.get('ticket');
  const refused = ticket ? null : (params.get('error') ?? 'This sign-in is unknown; start again.');
  useEffect(() => {
    if (!ticket || started.current) return; // the ticket is single use (StrictMode)
    started.current = true;
    (async () => {
      const deviceid = await getDeviceId();
      const answer = await postJson<CredentialsAnswer>(
        '/api/sso/session',
        { ticket },
        { deviceid },
      );
      storeSignIn({ ...answer, deviceid, storeSession: true });
      navigate(landingFor(answer.user, '', takeChosenEvent()), { replace: true });
    })().catch((e: Error) => setError(e.message));
  }, [ticket, navigate]);
  const shown = refused ?? error;

  return (
    <LinkFrame title={shown ? 'Sign-in refused' : 'Signing you in'} signInLink={false}>
      {shown ? (
        <Alert color="red" variant="light" role="alert" data-testid="sso-refused">
          {shown}
        </Alert>
      ) : (
        <Text role="status">
          <Loader size="xs" mr="xs" /> Signing you in…
        </Text>
      )}
      {shown && (
        <Button component={RouterLink} to="/#sign-in" variant="light">
          Back to sign-in
        </Button>
      )}
    </LinkFrame>
  );
}
