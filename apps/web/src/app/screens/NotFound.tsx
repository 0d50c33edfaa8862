import { Button, Text } from '@mantine/core';
import { homePathFor } from '@matchday/shared';
import { Link as RouterLink } from 'react-router';
import { useSessionUser } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { StatusScreen } from './StatusScreen.tsx';
import { SupportLink } from './SupportLink.tsx';

/** SPEC §2: the button leads to the main page of the user's area. */
export function NotFound() {
  const user = useSessionUser();
  usePageTitle('Page not found', 2);
  return (
    <StatusScreen title="Page not found" subtitle="Oops!" role="main">
      <Text>We could not find the page you were looking for.</Text>
      <Text c="dimmed">Return to the main page and continue from there.</Text>
      <Button component={RouterLink} to={homePathFor(user)} data-testid="notfound-home">
        Go to the main page
      </Button>
      <SupportLink subject="Page not found" />
    </StatusScreen>
  );
}
