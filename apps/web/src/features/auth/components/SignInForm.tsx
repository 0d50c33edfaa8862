import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { takeChosenEvent } from '../chosen-event.ts';
import { landingFor } from '../first-step.ts';
import { ApiError } from '../../../lib/api.ts';
import { signIn, type SignInKind } from '../sign-in.ts';

type Props = {
  admin?: boolean;
  onForgot: () => void;
  onLink?: () => void;
  onRegister?: () => void;
  onSwitch: () => void;
};

/** Sign-in for startups and corporates, or (admin) for programme administrators. */
export function SignInForm({ admin = false, onForgot, onLink, onRegister, onSwitch }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const [kind, setKind] = useState<SignInKind>(admin ? 'admin' : 'startup');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const user = await signIn({ username, password, kind: admin ? 'admin' : kind });
      navigate(landingFor(user, location.search, takeChosenEvent()), { replace: true });
    } catch (e) {
      setError(messageFor(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={admin ? 'Administrator sign-in' : 'Sign-in'}>
      <Stack gap="sm">
        {admin ? (
          <Text size="sm" c="dimmed">
            Programme administrators, event hosts, incubators and consortium members.
          </Text>
        ) : (
          <SegmentedControl
            fullWidth
            value={kind}
            onChange={(v) => setKind(v as SignInKind)}
            data={[
              { value: 'startup', label: 'Startup' },
              { value: 'corp', label: 'Corporate' },
            ]}
            aria-label="I am signing in as"
          />
        )}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="sign-in-error">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={busy} fullWidth>
          {admin ? 'Sign in as administrator' : 'Sign in'}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={onForgot}>
            Forgot password?
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onSwitch}>
            {admin ? 'Startup or corporate sign-in' : 'Administrator sign-in'}
          </Anchor>
        </Group>
        {onLink && (
          <Anchor component="button" type="button" size="sm" onClick={onLink} ta="center">
            Email me a sign-in link instead
          </Anchor>
        )}
        {onRegister && (
          <Text size="sm" ta="center">
            New startup?{' '}
            <Anchor component="button" type="button" onClick={onRegister}>
              Register your company
            </Anchor>
          </Text>
        )}
      </Stack>
    </form>
  );
}

function messageFor(error: unknown) {
  if (error instanceof ApiError) {
    // The right password on the other tab: the server's message names the tab to use.
    if (error.reason === 'WRONG_ACCOUNT_TYPE') return error.message;
    if (error.status === 401)
      return 'Wrong e-mail or password, or the account is not of this kind.';
    if (error.status === 429)
      return `Too many attempts. Try again in ${error.retryAfter ?? 60} seconds.`;
    return error.message;
  }
  return error instanceof Error ? error.message : 'Sign-in failed';
}
