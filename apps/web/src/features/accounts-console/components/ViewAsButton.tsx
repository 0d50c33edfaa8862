import { Button } from '@mantine/core';
import { homePathFor } from '@matchday/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { startImpersonation } from '../../../lib/impersonation.ts';

/** Full admins: view the app as this user (audited); a banner offers Stop. */
export function ViewAsButton(props: {
  userId: string;
  name: string;
  onError: (message: string) => void;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="light"
      size="compact-sm"
      loading={busy}
      aria-label={`View as ${props.name}`}
      onClick={async () => {
        setBusy(true);
        try {
          const user = await startImpersonation(props.userId);
          navigate(homePathFor(user), { replace: true });
        } catch (e) {
          props.onError(e instanceof Error ? e.message : 'Could not view as this user');
          setBusy(false);
        }
      }}
    >
      View as
    </Button>
  );
}
