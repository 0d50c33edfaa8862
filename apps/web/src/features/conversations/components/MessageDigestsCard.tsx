import { useMutation, useQuery } from '@apollo/client/react';
import { Card, Skeleton, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MyMessageDigestsDocument, SetMyMessageDigestsDocument } from '../../../gql/startup.ts';
import { useImpersonating } from '../../../lib/impersonation.ts';
import { defineMessages, useT } from '../../../lib/messages.ts';

const m = defineMessages({
  title: { id: 'conversations.digests.title', defaultMessage: 'Mail about unread messages' },
  about: {
    id: 'conversations.digests.about',
    defaultMessage:
      'When a message has waited 15 minutes unread, we mail you once per conversation, with a link to it. Nothing more comes for that conversation until you have read it.',
  },
  label: { id: 'conversations.digests.label', defaultMessage: 'Mail me about unread messages' },
  failed: { id: 'conversations.digests.failed', defaultMessage: 'Not saved: {reason}' },
});

/** The away digest setting on the settings page (on unless turned off; decision 112). */
export function MessageDigestsCard() {
  const t = useT();
  const impersonating = useImpersonating();
  const { data, loading } = useQuery(MyMessageDigestsDocument);
  const [save, state] = useMutation(SetMyMessageDigestsDocument, {
    update: (cache, result) => {
      const on = result.data?.setMyMessageDigests;
      if (typeof on === 'boolean') {
        cache.writeQuery({ query: MyMessageDigestsDocument, data: { myMessageDigests: on } });
      }
    },
  });
  const [error, setError] = useState<string | null>(null);
  const on = data?.myMessageDigests;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="message-digests">
      <Title order={2} size="h4">
        {t(m.title)}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t(m.about)}
      </Text>
      {on === undefined && loading ? (
        <Skeleton h={24} w={260} />
      ) : (
        <Switch
          label={t(m.label)}
          checked={on ?? true}
          disabled={state.loading || impersonating}
          onChange={(e) => {
            setError(null);
            save({ variables: { on: e.currentTarget.checked } }).catch((err: unknown) =>
              setError(err instanceof Error ? err.message : String(err)),
            );
          }}
        />
      )}
      {error && (
        <Text size="sm" c="red.7" role="alert" mt="xs">
          {t(m.failed, { reason: error })}
        </Text>
      )}
    </Card>
  );
}
