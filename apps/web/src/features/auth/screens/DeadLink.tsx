import { Alert, Button, Stack, Text } from '@mantine/core';
import { INVALID_LINK_MESSAGE } from '@matchday/shared';
import { Link as RouterLink } from 'react-router';

/**
 * What every one-time link screen says when its link is malformed, unknown, used or expired
 * one sentence, what to do about it, and a button that does it.
 */
export function DeadLink(props: { hint: string; action: { label: string; to: string } }) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={INVALID_LINK_MESSAGE}
      data-testid="link-not-valid"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{props.hint}</Text>
        <Button component={RouterLink} to={props.action.to} size="xs">
          {props.action.label}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Where the sign-in panel opens in one of its modes (SignInPanel reads the hash). */
export const SIGN_IN_PATHS = {
  signIn: '/#sign-in',
  forgot: '/#forgot-password',
  link: '/#sign-in-link',
  verify: '/#new-verification-link',
  register: '/#register',
} as const;
