import { Alert, Button, Stack, Text } from '@mantine/core';
import type { AgreementScope, AgreementView } from '@matchday/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';
import { useImpersonating } from '../../../lib/impersonation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { signingApi } from '../api/signing-api.ts';

/**
 * On the agreement page, for the person whose signature it waits for: "Sign now" opens their
 * own signing page (where the "Please sign the agreement" notification leads). Not while an
 * admin views the app as them.
 */
export function SignNowCard(props: {
  scope: AgreementScope;
  applicationId: string;
  agreement: AgreementView;
}) {
  const user = useSessionUser();
  const impersonating = useImpersonating();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const email = user?.email?.trim().toLowerCase();
  const mine = props.agreement.signers.find(
    (s) => !s.signedAt && !!email && s.email.trim().toLowerCase() === email,
  );
  if (props.agreement.state !== 'pending' || !mine || impersonating) return null;

  const open = async () => {
    setBusy(true);
    setError(null);
    try {
      const { link } = await signingApi.ownLink(props.scope, props.applicationId);
      if (link.startsWith('/')) void navigate(link);
      else window.location.assign(link);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Your signing page could not be opened');
      setBusy(false);
    }
  };
  return (
    <Alert color="yellow" variant="light" title="Your signature is waiting" data-testid="sign-now">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Sign for {mine.organisation}
          {props.agreement.createdAt ? ` (sent ${formatDate(props.agreement.createdAt)})` : ''}. You
          read the agreement and type your name; it takes a minute.
        </Text>
        <Button onClick={() => void open()} loading={busy} size="md">
          Sign now
        </Button>
        {error && (
          <Text size="sm" c="red.7" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
