import { Button, Loader, Stack, Text } from '@mantine/core';
import { homePathFor } from '@matchday/shared';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSessionUser } from '../../../lib/session.ts';
import { signOut } from '../sign-in.ts';
import { SignInForm } from './SignInForm.tsx';

// Loaded when asked for, so the landing page stays light.
const EmailLinkForm = lazy(() =>
  import('./EmailLinkForm.tsx').then((m) => ({ default: m.EmailLinkForm })),
);
const RegisterStartupForm = lazy(() =>
  import('./RegisterStartupForm.tsx').then((m) => ({ default: m.RegisterStartupForm })),
);

type Mode = 'user' | 'admin' | 'forgot' | 'link' | 'register';

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
          <EmailLinkForm
            endpoint="/api/auth/forgotpassword"
            label="Forgot password"
            intro="Enter the e-mail you sign in with and we will send you a link to choose a new password."
            submitLabel="Send reset link"
            sentText={(email) =>
              `If an account exists for ${email}, a link to reset the password is on its way.`
            }
            onBack={() => setMode('user')}
          />
        </Suspense>
      );
    case 'link':
      return (
        <Suspense fallback={<Loader size="sm" />}>
          <EmailLinkForm
            endpoint="/api/auth/loginlink"
            label="Sign in with a link"
            intro="Startups and corporates: we mail you a link that signs you in once, for 15 minutes."
            submitLabel="Send sign-in link"
            sentText={(email) => `If ${email} has an active account, a sign-in link is on its way.`}
            onBack={() => setMode('user')}
          />
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
          onLink={() => setMode('link')}
          onRegister={() => setMode('register')}
          onSwitch={() => setMode('admin')}
        />
      );
  }
}
