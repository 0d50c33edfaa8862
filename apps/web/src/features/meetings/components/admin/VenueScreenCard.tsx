import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import { formatDateTime } from '../../../../lib/dates.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { errorText } from '../../hooks/useScheduleActions.ts';
import { useVenueScreen } from '../../hooks/useVenueScreen.ts';

const m = defineMessages({
  title: { id: 'venue.admin.title', defaultMessage: 'Venue screen' },
  about: {
    id: 'venue.admin.about',
    defaultMessage:
      'A read-only page for a big screen at the venue: the current slot, the next slot’s meetings by table and a countdown. It shows company names and tables only. Anyone with the link can open it.',
  },
  none: { id: 'venue.admin.none', defaultMessage: 'No link yet.' },
  active: {
    id: 'venue.admin.active',
    defaultMessage:
      'A link made {when} works. It is shown only once; make a new one if you lost it.',
  },
  create: { id: 'venue.admin.create', defaultMessage: 'Make a link' },
  replace: { id: 'venue.admin.replace', defaultMessage: 'Make a new link' },
  replaceNote: {
    id: 'venue.admin.replaceNote',
    defaultMessage: 'Making a new link stops the old one.',
  },
  newLink: { id: 'venue.admin.newLink', defaultMessage: 'The new link (shown once)' },
  copy: { id: 'venue.admin.copy', defaultMessage: 'Copy' },
  copied: { id: 'venue.admin.copied', defaultMessage: 'Copied' },
  open: { id: 'venue.admin.open', defaultMessage: 'Open the screen' },
  revoke: { id: 'venue.admin.revoke', defaultMessage: 'Revoke the link' },
  revokeTitle: { id: 'venue.admin.revokeTitle', defaultMessage: 'Revoke the venue screen link?' },
  revokeMessage: {
    id: 'venue.admin.revokeMessage',
    defaultMessage:
      'Screens showing it stop updating and show that the link is no longer valid. You can make a new link afterwards.',
  },
  revokeConfirm: { id: 'venue.admin.revokeConfirm', defaultMessage: 'Revoke' },
  failed: { id: 'venue.admin.failed', defaultMessage: 'The venue screen could not be loaded' },
});

/** The organisers' venue-screen link on the check-in tab (decision 108): make, copy, revoke. */
export function VenueScreenCard(props: { eventId: string }) {
  const t = useT();
  const v = useVenueScreen(props.eventId);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const screen = v.state.data?.venueScreen;
  const url = shown ? `${window.location.origin}${shown}` : null;
  const make = () => {
    setError(null);
    v.create({ variables: { eventId: props.eventId } })
      .then((r) => setShown(r.data?.createVenueScreen.path ?? null))
      .catch((e: unknown) => setError(errorText(e)));
  };
  return (
    <Paper withBorder radius="md" p="sm" data-testid="venue-screen-card">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t(m.title)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(m.about)}
        </Text>
        {v.state.error && !screen && (
          <Alert color="red" variant="light" role="alert" title={t(m.failed)}>
            {v.state.error.message}
          </Alert>
        )}
        {screen && !url && (
          <Text size="sm" aria-live="polite">
            {screen.active && screen.createdAt
              ? t(m.active, { when: formatDateTime(screen.createdAt) })
              : t(m.none)}
          </Text>
        )}
        {url && (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              label={t(m.newLink)}
              value={url}
              readOnly
              w={{ base: '100%', sm: 460 }}
              data-testid="venue-url"
            />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {t(copied ? m.copied : m.copy)}
                </Button>
              )}
            </CopyButton>
            <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
              {t(m.open)}
            </Anchor>
          </Group>
        )}
        {error && (
          <Text size="sm" c="red.7" role="alert">
            {error}
          </Text>
        )}
        {screen && (
          <Group gap="xs">
            <Button variant="light" loading={v.created.loading} onClick={make}>
              {t(screen.active ? m.replace : m.create)}
            </Button>
            {screen.active && (
              <ConfirmAction
                label={t(m.revoke)}
                title={t(m.revokeTitle)}
                message={t(m.revokeMessage)}
                confirmLabel={t(m.revokeConfirm)}
                color="red"
                buttonProps={{ variant: 'subtle', color: 'red' }}
                onConfirm={async () => {
                  await v.revoke({ variables: { eventId: props.eventId } });
                  setShown(null);
                }}
              />
            )}
          </Group>
        )}
        {screen?.active && (
          <Text size="xs" c="dimmed">
            {t(m.replaceNote)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
