import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ConfirmAction } from '../../../components/ConfirmAction.tsx';
import type { GrantApplicationDetailFragment } from '../../../gql/startup.ts';
import { formatDate } from '../../../lib/dates.ts';

/**
 * The draft's last step: whether the corporate partner has confirmed its part (else a way to
 * check again), and Submit behind a confirmation.
 */
export function GrantSubmitPanel(props: {
  app: GrantApplicationDetailFragment;
  partnerNotConfirmed: boolean;
  onReload: () => unknown;
  onSubmit: () => Promise<void>;
  submitting: boolean;
}) {
  const app = props.app;
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="xs">
        Partner confirmation and submission
      </Title>
      {app.corporateConfirmedAt ? (
        <Text size="sm" data-testid="partner-confirmed">
          {app.corporate?.name} confirmed its part on {formatDate(app.corporateConfirmedAt)};{' '}
          {app.corporateSignatoryName} signs for it.
        </Text>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c={props.partnerNotConfirmed ? 'red.8' : undefined}>
            {app.corporate
              ? `Waiting for ${app.corporate.name} to confirm its part in their Grants area.`
              : 'Choose the corporate partner; it confirms its part in its Grants area before you submit.'}
          </Text>
          <Button size="xs" variant="light" onClick={() => void props.onReload()}>
            Check again
          </Button>
        </Stack>
      )}
      <Group mt="md">
        <ConfirmAction
          label="Submit application"
          title="Submit the application?"
          message="The programme reviews what you submit; you can change the application again only if the programme asks for changes."
          confirmLabel="Submit"
          onConfirm={props.onSubmit}
          buttonProps={{ loading: props.submitting }}
        />
      </Group>
    </Paper>
  );
}
