import type { PasswordLinkAnswer } from '@matchday/shared';
import { Alert, Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { postJson } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { NewPasswordForm } from '../components/NewPasswordForm.tsx';
import { useLinkCheck } from '../hooks/useLinkCheck.ts';
import { DeadLink, SIGN_IN_PATHS } from './DeadLink.tsx';
import { LinkCheckFailed, LinkChecking } from './LinkChecking.tsx';
import { LinkFrame } from './LinkFrame.tsx';

/**
 * /reset/:token — choose a new password; every session of the account ends. The link is checked
 * on load: a dead one is said at once, with the way to a new one.
 */
export function ResetScreen() {
  const { token = '' } = useParams();
  const { check, retry } = useLinkCheck('reset', token);
  const [done, setDone] = useState(false);
  usePageTitle('Reset your password');
  return (
    <LinkFrame title="Reset your password">
      {check.state === 'checking' && <LinkChecking />}
      {check.state === 'unreachable' && <LinkCheckFailed message={check.message} onRetry={retry} />}
      {check.state === 'invalid' && (
        <DeadLink
          hint="Reset links work once, for one hour, and only the newest one. Ask for a new link with the e-mail you sign in with."
          action={{ label: 'Ask for a new reset link', to: SIGN_IN_PATHS.forgot }}
        />
      )}
      {check.state === 'valid' &&
        (done ? (
          <Alert color="green" variant="light" role="status" data-testid="reset-done">
            Your password is changed and you are signed out everywhere. Sign in with the new
            password.
          </Alert>
        ) : (
          <>
            <Text c="dimmed">
              Choose a new password for <strong>{check.email}</strong>.
            </Text>
            <NewPasswordForm
              submitLabel="Set new password"
              onSubmit={async (password) => {
                await postJson<PasswordLinkAnswer>('/api/auth/resetpassword', { token, password });
                setDone(true);
              }}
            />
          </>
        ))}
    </LinkFrame>
  );
}
