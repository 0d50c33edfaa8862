import { Alert, Text } from '@mantine/core';
import { homePathFor } from '@matchday/shared';
import { useNavigate, useParams } from 'react-router';
import { postJson } from '../../../lib/api.ts';
import { NewPasswordForm } from '../components/NewPasswordForm.tsx';
import { signIn } from '../sign-in.ts';
import { LoginLinkScreen } from './LoginLinkScreen.tsx';
import { LinkFrame } from './LinkFrame.tsx';

type Owner = { email: string; type: 'startup' | 'corp' | null; admin?: boolean };

/** /token/:type/:token — one-time links: `invite` (choose a password, then signed in), `login`. */
export function TokenEntryScreen() {
  const { type = '', token = '' } = useParams();
  const navigate = useNavigate();

  if (type === 'login') return <LoginLinkScreen token={token} />;
  if (type === 'invite') {
    return (
      <LinkFrame title="Welcome to Matchday">
        <Text c="dimmed">
          You were invited to your organisation on Matchday. Choose a password to finish.
        </Text>
        <NewPasswordForm
          submitLabel="Set password and sign in"
          onSubmit={async (password) => {
            const owner = await postJson<Owner>('/api/auth/acceptinvite', { token, password });
            const user = await signIn({
              username: owner.email,
              password,
              kind: owner.admin ? 'admin' : (owner.type ?? 'corp'),
            });
            navigate(homePathFor(user), { replace: true });
          }}
        />
      </LinkFrame>
    );
  }
  return (
    <LinkFrame title="This link cannot be used here">
      <Alert color="yellow" variant="light" role="alert" data-testid="token-unknown">
        Links of the kind “{type}” are not available. Ask the sender for a new link, or sign in.
      </Alert>
    </LinkFrame>
  );
}
