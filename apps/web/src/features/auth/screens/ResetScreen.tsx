import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { postJson } from '../../../lib/api.ts';
import { NewPasswordForm } from '../components/NewPasswordForm.tsx';
import { LinkFrame } from './LinkFrame.tsx';

/** /reset/:token — choose a new password; every session of the account ends. */
export function ResetScreen() {
  const { token = '' } = useParams();
  const [done, setDone] = useState(false);
  return (
    <LinkFrame title="Reset your password">
      {done ? (
        <Alert color="green" variant="light" role="status" data-testid="reset-done">
          Your password is changed and you are signed out everywhere. Sign in with the new password.
        </Alert>
      ) : (
        <NewPasswordForm
          submitLabel="Set new password"
          onSubmit={async (password) => {
            await postJson('/api/auth/resetpassword', { token, password });
            setDone(true);
          }}
        />
      )}
    </LinkFrame>
  );
}
