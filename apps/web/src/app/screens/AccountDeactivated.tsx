import { Anchor, Button, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@matchday/shared';
import { dismissDeactivation, type Deactivation } from '../../lib/account-deactivated.ts';
import { StatusScreen } from './StatusScreen.tsx';

/**
 * Replaces the app when the signed-in account was deactivated meanwhile: the session has ended,
 * and the screen says so and whom to contact, instead of a silent return to sign-in.
 */
export function AccountDeactivated({ deactivation }: { deactivation: Deactivation }) {
  const account = deactivation.admin ? 'admin account' : 'account';
  const subject = `My ${PRODUCT_NAME} ${account} was deactivated`;
  const body = deactivation.email
    ? `Hello,\n\nmy ${PRODUCT_NAME} ${account} (${deactivation.email}) was deactivated. `
    : undefined;
  const params = new URLSearchParams({ subject, ...(body ? { body } : {}) });
  const mailto = `mailto:${deactivation.contact}?${params.toString().replace(/\+/g, '%20')}`;
  return (
    <StatusScreen title="Your account was deactivated" role="alert">
      <Text data-testid="account-deactivated">
        Your {PRODUCT_NAME} {account}
        {deactivation.email && (
          <>
            {' '}
            <strong>{deactivation.email}</strong>
          </>
        )}{' '}
        was deactivated by an administrator, so you have been signed out. You cannot sign in until
        it is enabled again.
      </Text>
      <Text>
        If you think this is a mistake, or you need access again, contact the {PRODUCT_NAME} team at{' '}
        <Anchor href={mailto} underline="always" data-testid="deactivated-contact">
          {deactivation.contact}
        </Anchor>
        .
      </Text>
      <Button
        variant="light"
        onClick={() => {
          dismissDeactivation();
          window.location.assign('/');
        }}
      >
        Go to the start page
      </Button>
    </StatusScreen>
  );
}
