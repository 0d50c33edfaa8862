import { Anchor, Text } from '@mantine/core';
import { SUPPORT_EMAIL, supportMailto } from '../../lib/support.ts';

export function SupportLink({ subject, body }: { subject?: string; body?: string }) {
  return (
    <Text size="sm" c="dimmed">
      Need help? Contact{' '}
      <Anchor href={supportMailto(subject, body)} data-testid="support-link">
        {SUPPORT_EMAIL}
      </Anchor>
    </Text>
  );
}
