import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { homePathFor, safeNextPath, type SsoProvidersAnswer } from '@matchday/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useImpersonating } from '../../../lib/impersonation.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { chosenEventOf, hasChosenEvent, rememberChosenEvent } from '../chosen-event.ts';
import { signOut } from '../sign-in.ts';
import { SignInForm } from './SignInForm.tsx';

// Loaded when asked for, so the landing page stays light.
const EmailLinkForm = lazy(() =>
  import('./EmailLinkForm.tsx').then((m) => ({ default: m.EmailLinkForm })),
);
const RegisterStartupForm = lazy(() =>
  import('./RegisterStartupForm.tsx').then((m) => ({ default: m.RegisterStartupForm })),
);

type Mode = 'user' | 'admin' | 'forgot' | 'link' | 'verify' | 'register';

/** Each mode's heading: the panel is titled for what it does (registration is no "Sign in"). */
const TITLES: Record<Mode, string> = {
  user: 'Sign in',
  admin: 'Administrator sign-in',
  forgot: 'Forgot password',
  link: 'Sign in with a link',
  verify: 'Verify your e-mail',
  register: 'Register your startup',
};

/** `/#register` and the like open the panel in that mode (Get started, the link screens). */
const MODE_OF_HASH: Record<string, Mode> = {
  '#sign-in': 'user',
  '#register': 'register',
  '#forgot-password': 'forgot',
  '#sign-in-link': 'link',
  '#new-verification-link': 'verify',
};

/** The sign-in region's heading id (the landing page labels its section with it). */
const TITLE_ID = 'sign-in-title';

/** The sign-in region of `/`: user or admin sign-in, forgot password, startup registration. */
export function SignInPanel() {
  const user = useSessionUser();
  const impersonating = useImpersonating();
  const { hash, key, search } = useLocation();
  const [mode, setMode] = useState<Mode>(MODE_OF_HASH[hash] ?? 'user');
  // "Register to take part" on an event: kept through sign-in, or sign-up and its verification.
  const chosen = chosenEventOf(search);
  useEffect(() => {
    if (chosen) rememberChosenEvent(chosen);
  }, [chosen]);
  // Following a link to a mode (also from another page) opens it…
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    const wanted = MODE_OF_HASH[hash];
    if (wanted) setMode(wanted);
  }
  // …and brings the panel into view.
  useEffect(() => {
    if (MODE_OF_HASH[hash]) document.getElementById('sign-in')?.scrollIntoView({ block: 'start' });
  }, [hash, key]);

  usePageTitle(user ? null : mode === 'user' ? null : TITLES[mode]);

  if (user) {
    return (
      <Stack gap="sm">
        <Title id={TITLE_ID} order={2} size="h3">
          You are signed in
        </Title>
        <Text>
          Signed in as <strong>{user.name || user.email}</strong>.
        </Text>
        <Button component={RouterLink} to={homePathFor(user)}>
          Open Matchday
        </Button>
        {!impersonating && (
          <Button variant="subtle" onClick={() => void signOut()}>
            Sign out
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Title id={TITLE_ID} order={2} size="h3">
        {TITLES[mode]}
      </Title>
      {(chosen || hasChosenEvent()) && (mode === 'user' || mode === 'register') && (
        <Alert variant="light" color="matchday" p="xs" data-testid="chosen-event">
          <Text size="sm">
            Your event is kept: after you sign in
            {mode === 'register' ? ' (once your company is activated)' : ''}, its page opens so you
            can register for it.
          </Text>
        </Alert>
      )}
      <ModeForm mode={mode} setMode={setMode} />
      {(mode === 'user' || mode === 'admin') && <SsoButtons />}
    </Stack>
  );
}

/**
 * "Sign in with <provider>" (decision 113): a link per identity provider; the browser goes there
 * and comes back to /sso. Kept tiny here: the landing page is on a budget.
 */
function SsoButtons() {
  const [list, setList] = useState<SsoProvidersAnswer['providers']>([]);
  useEffect(() => {
    fetch('/api/sso/providers')
      .then((r) => r.json())
      .then((a: SsoProvidersAnswer) => setList(a.providers))
      .catch(() => undefined);
  }, []);
  return list.map((p) => (
    <Button key={p.id} component="a" href={`/api/sso/${p.id}/start`} variant="default">
      Sign in with {p.name}
    </Button>
  ));
}

function ModeForm({ mode, setMode }: { mode: Mode; setMode: (mode: Mode) => void }) {
  const back = () => setMode('user');
  // The page a signed-out visit was sent here from (RequireViewer): the mailed sign-in link keeps it.
  const next = safeNextPath(new URLSearchParams(useLocation().search).get('next'));
  switch (mode) {
    case 'forgot':
      return (
        <Suspense fallback={<Loader size="sm" />}>
          <EmailLinkForm
            key="forgot"
            endpoint="/api/auth/forgotpassword"
            label="Forgot password"
            intro="Enter the e-mail you sign in with and we will send you a link to choose a new password."
            submitLabel="Send reset link"
            sentText={(email) =>
              `If an account exists for ${email}, a link to reset the password is on its way.`
            }
            onBack={back}
          />
        </Suspense>
      );
    case 'link':
      return (
        <Suspense fallback={<Loader size="sm" />}>
          <EmailLinkForm
            key="link"
            endpoint="/api/auth/loginlink"
            label="Sign in with a link"
            intro="Startups and corporates: we mail you a link that signs you in once, for 15 minutes."
            submitLabel="Send sign-in link"
            sentText={(email) => `If ${email} has an active account, a sign-in link is on its way.`}
            onBack={back}
            extra={next ? { next } : undefined}
          />
        </Suspense>
      );
    case 'verify':
      return (
        <Suspense fallback={<Loader size="sm" />}>
          <EmailLinkForm
            key="verify"
            endpoint="/api/mail/verify"
            label="Send a new verification link"
            intro="Enter the e-mail you registered with and we will send a new link to confirm it."
            submitLabel="Send verification link"
            sentText={(email) =>
              `If ${email} is waiting for verification, a new link is on its way.`
            }
            onBack={back}
          />
        </Suspense>
      );
    case 'register':
      return (
        <Suspense fallback={<Loader size="sm" />}>
          <RegisterStartupForm onBack={back} />
        </Suspense>
      );
    case 'admin':
      // Keyed: switching between user and admin sign-in starts a fresh form (no old error).
      return <SignInForm key="admin" admin onForgot={() => setMode('forgot')} onSwitch={back} />;
    default:
      return (
        <SignInForm
          key="user"
          onForgot={() => setMode('forgot')}
          onLink={() => setMode('link')}
          onRegister={() => setMode('register')}
          onSwitch={() => setMode('admin')}
        />
      );
  }
}
