import { Button, Loader, Stack, Text } from '@mantine/core';
import { homePathFor } from '@matchday/shared';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSessionUser } from '../../../lib/session.ts';
import { signOut } from '../sign-in.ts';
import { SignInForm } from './SignInForm.tsx';

// Loaded when asked for, so the landing page stays light.
const ForgotPasswordForm = lazy(() =>
  import('./ForgotPasswordForm.tsx').then((m) => ({ default: m.ForgotPasswordForm })),
);
const RegisterStartupForm = lazy(() =>
  import('./RegisterStartupForm.tsx').then((m) => ({ default: m.RegisterStartupForm })),
);

type Mode = 'user' | 'admin' | 'forgot' | 'register';

/** The sign-in region of `/`: user or admin sign-in, forgot password, startup registration. */
export function SignInPanel() {
  const user = useSessionUser();
  const [mode, setMode] = useState<Mode>('user');

  if (user) {
    return (
      <Stack gap="sm">
        <Text>
          Signed in as <strong>{user.name || user.email}</strong>.
        </Text>
        <Button component={RouterLink} to={homePathFor(user)}>
          Open your area
        </Button>
        <Button variant="subtle" onClick={() => void signOut()}>
          Sign out
        </Button>
      </Stack>
    );
  }
  switch (mode) {
    case 'forgot':
      return (
        <Suspense fallback={<Loader size="sm" />}>
          <ForgotPasswordForm onBack={() => setMode('user')} />
        </Suspense>
      );
    case 'register':
      return (
        <Suspense fallback={<Loader size="sm" />}>
          <RegisterStartupForm onBack={() => setMode('user')} />
        </Suspense>
      );
    case 'admin':
      return (
        <SignInForm admin onForgot={() => setMode('forgot')} onSwitch={() => setMode('user')} />
      );
    default:
      return (
        <SignInForm
          onForgot={() => setMode('forgot')}
          onRegister={() => setMode('register')}
          onSwitch={() => setMode('admin')}
        />
      );
  }
}
