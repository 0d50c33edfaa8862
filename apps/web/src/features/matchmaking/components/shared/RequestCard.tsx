import { useMessageAction } from '../../../../lib/message-action.ts';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PairingRequestFieldsFragment } from '../../../../gql/startup.ts';
import { companyLine, dateTime, PAIRING_STATE } from '../../lib/words.ts';
import classes from './matchmaking.module.css';

/**
 * A pairing request as one side reads it: the other organisation (`party`), the need it is
 * about, the message, when it was sent and answered, its state, and the side's actions.
 */
export function RequestCard(props: {
  request: PairingRequestFieldsFragment;
  party: 'startup' | 'corporate';
  timezone: string;
  profilePath?: (id: string) => string;
  actions?: ReactNode;
}) {
  const r = props.request;
  const other = props.party === 'startup' ? r.startup : r.corporate;
  const name = other?.name ?? (props.party === 'startup' ? 'A startup' : 'A corporate');
  const messageAction = useMessageAction();
  // A pending or accepted request lets the two talk (docs/decisions/097).
  const message =
    other && (r.state === 'PENDING' || r.state === 'ACCEPTED')
      ? messageAction?.({ id: other.id, name }, r.eventId)
      : null;
  const state = PAIRING_STATE[r.state];
  const titleId = `request-${r.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby={titleId}
      className={r.state === 'PENDING' ? undefined : classes.muted}
      data-testid="request-card"
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div className={classes.heading}>
            <Title order={3} size="h4" id={titleId} className={classes.wrap}>
              {other && props.profilePath ? (
                <Anchor component={Link} to={props.profilePath(other.id)} inherit c="inherit">
                  {name}
                </Anchor>
              ) : (
                name
              )}
            </Title>
            {other && (
              <Text size="sm" c="dimmed">
                {companyLine(other)}
              </Text>
            )}
          </div>
          <Badge variant="light" color={state.color} style={{ flex: 'none' }}>
            {state.label}
          </Badge>
        </Group>
        {props.party === 'startup' && other?.pitch && (
          <Text size="sm" className={classes.prewrap}>
            {other.pitch}
          </Text>
        )}
        <Text size="sm">
          <Text span c="dimmed">
            About:{' '}
          </Text>
          {r.need ? (
            <Text span fw={500}>
              {r.need.title}
            </Text>
          ) : (
            'no particular need'
          )}
        </Text>
        <Text size="sm" className={classes.quote}>
          {r.message}
        </Text>
        <Text size="xs" c="dimmed">
          Sent {dateTime(r.createdAt, props.timezone)}
          {r.decidedAt ? ` · answered ${dateTime(r.decidedAt, props.timezone)}` : ''}
          {r.state === 'EXPIRED' ? ' · expired when the selection closed' : ''}
        </Text>
        {props.actions}
        {message}
      </Stack>
    </Card>
  );
}
