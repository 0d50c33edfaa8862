import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCompleteOnboarding } from '../../hooks/useCompleteOnboarding.ts';

/**
 * A colleague invited into a company whose profile is already complete: no need to walk the
 * wizard; they may review it or go straight on.
 */
export function JoinedCompanyCard(props: {
  name: string;
  onReview: () => void;
  onDone: () => void;
}) {
  const [complete, { loading, error }] = useCompleteOnboarding();
  const go = async () => {
    await complete();
    props.onDone();
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Welcome to {props.name}
        </Title>
        <Text c="dimmed">
          Your colleagues have already set up the company profile. Review it now, or go straight to
          Matchday — you can edit it any time under Company profile.
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onReview}>
            Review the profile
          </Button>
          <Button loading={loading} onClick={() => void go().catch(() => undefined)}>
            Continue to Matchday
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
