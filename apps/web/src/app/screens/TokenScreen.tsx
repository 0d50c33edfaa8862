import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { Link } from '../layout/Link.tsx';
import { StatusScreen } from './StatusScreen.tsx';

const TITLES = {
  verify: 'Verify your e-mail',
  reset: 'Reset your password',
  token: 'Open your link',
} as const;

/** One-time link entry (SPEC §2): /verify/:token, /reset/:token, /token/:type/:token. */
export function TokenScreen({ kind }: { kind: keyof typeof TITLES }) {
  const { type } = useParams();
  return (
    <StatusScreen title={TITLES[kind]} subtitle={type ? `Link type: ${type}` : undefined}>
      <Text data-testid="token-screen">
        Your one-time link was received. Follow the steps on this page to continue.
      </Text>
      <Link path="/" title="Back to the start page" />
    </StatusScreen>
  );
}
