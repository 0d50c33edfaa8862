import { Button, Code, Group, Text } from '@mantine/core';
import { homePathFor } from '@matchday/shared';
import { describeViewer, useSessionUser } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { StatusScreen } from './StatusScreen.tsx';
import { SupportLink } from './SupportLink.tsx';

type Props = { error: unknown; onRetry: () => void };

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error';

/**
 * SPEC §2 error screen: retry; previous page then reload — or, already on the main page,
 * the main page then reload; a support mail prefilled with user type, error and last page.
 */
export function ErrorScreen({ error, onRetry }: Props) {
  const user = useSessionUser();
  usePageTitle('Error', 2);
  const home = homePathFor(user);
  const lastPage = window.location.pathname;
  const onMainPage = lastPage === home;
  const message = messageOf(error);
  const body = [
    `User type: ${describeViewer(user)}`,
    `Error: ${message}`,
    `Last page: ${lastPage}`,
  ].join('\n');

  const goBack = () => {
    if (onMainPage) {
      window.location.assign(home);
      return;
    }
    window.addEventListener('popstate', () => window.location.reload(), { once: true });
    window.history.back();
  };

  return (
    <StatusScreen title="Error" subtitle="Something went wrong" role="alert">
      <Text>The page could not be shown. You can try again, or go back and reload.</Text>
      <Code
        block
        w="100%"
        data-testid="error-message"
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {message}
      </Code>
      <Group>
        <Button onClick={onRetry}>Try again</Button>
        <Button variant="light" onClick={goBack}>
          {onMainPage ? 'Go to the main page and reload' : 'Go to the previous page and reload'}
        </Button>
      </Group>
      <SupportLink subject="Matchday error report" body={body} />
    </StatusScreen>
  );
}
