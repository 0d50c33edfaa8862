import { useMutation } from '@apollo/client/react';
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/ConfirmAction.tsx';
import { ReportMessageDocument, SetCompanyBlockedDocument } from '../../../gql/startup.ts';
import { defineMessages, useT } from '../../../lib/messages.ts';

const m = defineMessages({
  block: { id: 'conversations.block.button', defaultMessage: 'Block' },
  unblock: { id: 'conversations.block.unblock', defaultMessage: 'Unblock' },
  blockTitle: { id: 'conversations.block.title', defaultMessage: 'Block {name}?' },
  blockText: {
    id: 'conversations.block.text',
    defaultMessage:
      '{name} will not be able to send your company messages, at any event, until you unblock it. They are told so when they try; what was written stays.',
  },
  blockConfirm: { id: 'conversations.block.confirm', defaultMessage: 'Block company' },
  blocked: {
    id: 'conversations.block.blocked',
    defaultMessage: 'You blocked this company: it cannot write to you.',
  },
  report: { id: 'conversations.report.button', defaultMessage: 'Report' },
  reportTitle: {
    id: 'conversations.report.title',
    defaultMessage: 'Report this message to the organisers?',
  },
  reportText: {
    id: 'conversations.report.text',
    defaultMessage:
      'The event’s organisers will see this message’s text and who reported it. The other company is not told.',
  },
  reportConfirm: { id: 'conversations.report.confirm', defaultMessage: 'Report message' },
  reported: { id: 'conversations.report.done', defaultMessage: 'Reported to the organisers' },
});

/** Blocks or unblocks the other company of a conversation (blocking asks first). */
export function BlockToggle(props: { conversationId: string; name: string; blocked: boolean }) {
  const t = useT();
  const [setBlocked, state] = useMutation(SetCompanyBlockedDocument);
  const [error, setError] = useState<string | null>(null);
  const run = (blocked: boolean) =>
    setBlocked({ variables: { conversationId: props.conversationId, blocked } });
  if (props.blocked) {
    return (
      <>
        <Text size="xs" c="orange.8" role="status">
          {t(m.blocked)}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          loading={state.loading}
          onClick={() =>
            run(false).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
          }
        >
          {t(m.unblock)}
        </Button>
        {error && (
          <Text size="xs" c="red.7" role="alert">
            {error}
          </Text>
        )}
      </>
    );
  }
  return (
    <ConfirmAction
      label={t(m.block)}
      title={t(m.blockTitle, { name: props.name })}
      message={t(m.blockText, { name: props.name })}
      confirmLabel={t(m.blockConfirm)}
      color="red"
      onConfirm={() => run(true)}
      buttonProps={{ size: 'compact-xs', variant: 'subtle', 'data-testid': 'block-company' }}
    />
  );
}

/** Reports a message of the other company to the event's organisers (asks first). */
export function ReportButton(props: { messageId: string }) {
  const t = useT();
  const [report] = useMutation(ReportMessageDocument);
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <Text size="xs" c="dimmed" role="status">
        {t(m.reported)}
      </Text>
    );
  }
  return (
    <ConfirmAction
      label={t(m.report)}
      title={t(m.reportTitle)}
      message={t(m.reportText)}
      confirmLabel={t(m.reportConfirm)}
      color="red"
      onConfirm={async () => {
        await report({ variables: { messageId: props.messageId } });
        setDone(true);
      }}
      buttonProps={{ size: 'compact-xs', variant: 'subtle', color: 'gray' }}
    />
  );
}
