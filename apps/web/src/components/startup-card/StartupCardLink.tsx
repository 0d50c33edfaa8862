import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Alert, Drawer, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { can, roleOf } from '@matchday/shared';
import { useState } from 'react';
import { useSessionUser } from '../../lib/session.ts';
import { StartupCardView, type StartupCardData } from './StartupCardView.tsx';
import classes from './startup-card.module.css';

type CardQuery = TypedDocumentNode<{ startupCard: StartupCardData }, { id: string }>;

/**
 * A startup's name that opens its read-only card in a side drawer (full screen on a phone), for
 * the roles the permission table lets open startup cards; plain text for the others. The
 * feature passes its own `startupCard` query; the card loads when opened.
 */
export function StartupCardLink(props: {
  startupId: string;
  name: string;
  query: CardQuery;
  /** What the card is opened from, for the drawer's subtitle (e.g. the need's title). */
  context?: string;
}) {
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  const mayOpen = can(roleOf(useSessionUser()), 'viewStartupCards');
  const { data, loading, error } = useQuery(props.query, {
    variables: { id: props.startupId },
    skip: !opened,
  });
  if (!mayOpen) {
    return (
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {props.name}
      </Text>
    );
  }
  return (
    <>
      <UnstyledButton
        className={classes.name}
        onClick={() => setOpened(true)}
        aria-haspopup="dialog"
        aria-label={`Open the profile card of ${props.name}`}
      >
        {props.name}
      </UnstyledButton>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size={phone ? '100%' : 'md'}
        title={
          <Stack gap={0}>
            <Text fw={700}>Startup profile</Text>
            <Text size="sm" c="dimmed">
              Read only{props.context ? ` · ${props.context}` : ''}
            </Text>
          </Stack>
        }
      >
        {loading && <Loader size="sm" aria-label="Loading the profile card" />}
        {error && (
          <Alert color="red" variant="light" role="alert" title="The card could not be opened">
            {error.message}
          </Alert>
        )}
        {data && <StartupCardView card={data.startupCard} />}
      </Drawer>
    </>
  );
}
