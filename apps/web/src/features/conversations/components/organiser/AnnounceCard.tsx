import { useMutation } from '@apollo/client/react';
import { Alert, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import { MESSAGE_LIMITS } from '@matchday/shared';
import { useRef, useState } from 'react';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import {
  AnnounceToParticipantsDocument,
  EventConversationsDocument,
} from '../../../../gql/admin.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';

const m = defineMessages({
  title: { id: 'organiser.announce.title', defaultMessage: 'Announce to all participants' },
  hint: {
    id: 'organiser.announce.hint',
    defaultMessage:
      'Each approved participant gets it in their conversation with the organisers and can answer there.',
  },
  label: { id: 'organiser.announce.label', defaultMessage: 'Announcement' },
  button: { id: 'organiser.announce.button', defaultMessage: 'Announce…' },
  confirmTitle: {
    id: 'organiser.announce.confirmTitle',
    defaultMessage: 'Send this announcement?',
  },
  confirmText: {
    id: 'organiser.announce.confirmText',
    defaultMessage:
      '{count, plural, one {# participant} other {# participants}} will receive it. It cannot be taken back.',
  },
  confirm: { id: 'organiser.announce.confirm', defaultMessage: 'Send to all' },
  empty: { id: 'organiser.announce.empty', defaultMessage: 'Write the announcement first' },
  none: {
    id: 'organiser.announce.none',
    defaultMessage: 'There are no approved participants to write to yet.',
  },
  sent: {
    id: 'organiser.announce.sent',
    defaultMessage: 'Sent to {count, plural, one {# participant} other {# participants}}.',
  },
});

/** The organisers write one message to every approved participant, after a confirmation. */
export function AnnounceCard(props: { eventId: string; audience: number | null }) {
  const t = useT();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  // One key per draft: a second click (or a retry after a lost answer) sends nothing more.
  const key = useRef(crypto.randomUUID());
  const [announce] = useMutation(AnnounceToParticipantsDocument, {
    refetchQueries: [EventConversationsDocument],
  });
  const audience = props.audience ?? 0;
  return (
    <Card withBorder padding="lg" data-testid="announce-card">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(m.title)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(m.hint)}
        </Text>
        <Textarea
          label={t(m.label)}
          value={body}
          onChange={(e) => {
            setBody(e.currentTarget.value);
            setError(null);
          }}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={MESSAGE_LIMITS.body}
          error={error}
        />
        {props.audience === 0 && (
          <Text size="sm" c="dimmed">
            {t(m.none)}
          </Text>
        )}
        {sent !== null && (
          <Alert color="teal" variant="light" role="status">
            {t(m.sent, { count: sent })}
          </Alert>
        )}
        <div>
          <ConfirmAction
            label={t(m.button)}
            title={t(m.confirmTitle)}
            message={t(m.confirmText, { count: audience })}
            confirmLabel={t(m.confirm)}
            canOpen={() => {
              if (body.trim()) return true;
              setError(t(m.empty));
              return false;
            }}
            buttonProps={{ disabled: audience === 0, 'data-testid': 'announce' }}
            onConfirm={async () => {
              const { data } = await announce({
                variables: { eventId: props.eventId, body, idempotencyKey: key.current },
              });
              setSent(data?.announceToParticipants.recipients ?? 0);
              setBody('');
              key.current = crypto.randomUUID();
            }}
          />
        </div>
      </Stack>
    </Card>
  );
}
