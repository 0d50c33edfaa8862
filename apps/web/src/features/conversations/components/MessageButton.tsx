import { Button, Stack, Text, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useOpenConversation } from '../hooks/useOpenConversation.ts';

/**
 * "Message": opens (or finds) the conversation with a company at an event and shows it. Placed on
 * suggestions, selections, pairing requests, meetings and agenda items by the app layer.
 */
export function MessageButton(
  props: {
    companyId: string;
    eventId: string;
    messagesPath: string;
    companyName?: string;
  } & ButtonProps,
) {
  const { companyId, eventId, messagesPath, companyName, ...button } = props;
  const [open, opening] = useOpenConversation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap={2} align="flex-start">
      <Button
        size="xs"
        variant="light"
        {...button}
        loading={opening}
        aria-label={companyName ? `Message ${companyName}` : 'Message'}
        onClick={() => {
          setError(null);
          open(companyId, eventId).then(
            (id) => void navigate(`${messagesPath}/${id}`),
            (e: unknown) =>
              setError(e instanceof Error ? e.message : 'The conversation could not be opened'),
          );
        }}
      >
        Message
      </Button>
      {error && (
        <Text size="xs" c="red.7" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
