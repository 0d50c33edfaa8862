import { Text } from '@mantine/core';
import { type PasswordLinkAnswer } from '@matchday/shared';
import { useLocation, useNavigate, useParams } from 'react-router';
import { takeChosenEvent } from '../chosen-event.ts';
import { landingFor } from '../first-step.ts';
import { postJson } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { NewPasswordForm } from '../components/NewPasswordForm.tsx';
import { useLinkCheck } from '../hooks/useLinkCheck.ts';
import { signIn } from '../sign-in.ts';
import { DeadLink, SIGN_IN_PATHS } from './DeadLink.tsx';
import { LinkCheckFailed, LinkChecking } from './LinkChecking.tsx';
import { LinkFrame } from './LinkFrame.tsx';
import { LoginLinkScreen } from './LoginLinkScreen.tsx';

/** /token/:type/:token — one-time links: `invite` (choose a password, then signed in), `login`. */
export function TokenEntryScreen() {
  const { type = '', token = '' } = useParams();
  if (type === 'login') return <LoginLinkScreen token={token} />;
  if (type === 'invite') return <InvitationScreen token={token} />;
  return <UnknownLinkScreen />;
}

/** An invitation: checked on load, then a password chosen, then signed in. */
function InvitationScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { check, retry } = useLinkCheck('invite', token);
  usePageTitle('Accept your invitation');
  return (
    <LinkFrame title="Welcome to Matchday" signInLink={check.state !== 'invalid'}>
      {check.state === 'checking' && <LinkChecking />}
      {check.state === 'unreachable' && <LinkCheckFailed message={check.message} onRetry={retry} />}
      {check.state === 'invalid' && (
        <DeadLink
          hint="Invitations work once and for seven days, and only the newest one. Ask the person who invited you to send a new invitation; if you already chose a password, sign in."
          action={{ label: 'Go to sign-in', to: SIGN_IN_PATHS.signIn }}
        />
      )}
      {check.state === 'valid' && (
        <>
          <Text c="dimmed">
            You were invited to your organisation on Matchday as <strong>{check.email}</strong>.
            Choose a password to finish.
          </Text>
          <NewPasswordForm
            submitLabel="Set password and sign in"
            onSubmit={async (password) => {
              const owner = await postJson<PasswordLinkAnswer>('/api/auth/acceptinvite', {
                token,
                password,
              });
              const user = await signIn({
                username: owner.email,
                password,
                kind: owner.admin ? 'admin' : (owner.type ?? 'corp'),
              });
              navigate(landingFor(user, location.search, takeChosenEvent()), { replace: true });
            }}
          />
        </>
      )}
    </LinkFrame>
  );
}

/** /token/<anything else>/…: no such kind of link. */
function UnknownLinkScreen() {
  usePageTitle('Link not valid');
  return (
    <LinkFrame title="This link cannot be used" signInLink={false}>
      <DeadLink
        hint="Check that the whole link was copied from the mail, or ask the sender for a new one."
        action={{ label: 'Go to sign-in', to: SIGN_IN_PATHS.signIn }}
      />
    </LinkFrame>
  );
}
