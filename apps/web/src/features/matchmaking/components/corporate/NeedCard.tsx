import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { plural } from '@matchday/shared';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import type { NeedFieldsFragment } from '../../../../gql/corp.ts';
import { useCloseNeed } from '../../hooks/useCloseNeed.ts';
import { usePublishNeed } from '../../hooks/usePublishNeed.ts';
import { countryName, NEED_STATE, stageName } from '../../lib/words.ts';
import classes from '../shared/matchmaking.module.css';
import { TagGroup } from '../shared/TagGroup.tsx';

/**
 * One of the corporate's needs: what it says, its state, and its actions — a draft is discarded
 * (apart from Publish, asked first), a published need closed.
 */
export function NeedCard(props: {
  need: NeedFieldsFragment;
  eventName: string;
  suggestionsPath: string;
  onEdit: () => void;
  onNotice: (text: string) => void;
}) {
  const n = props.need;
  const state = NEED_STATE[n.state];
  const [publish] = usePublishNeed();
  const [close] = useCloseNeed();
  const titleId = `need-${n.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      className={n.state === 'CLOSED' ? classes.muted : undefined}
      component="article"
      aria-labelledby={titleId}
      data-testid="need-card"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={titleId} className={`${classes.wrap} ${classes.heading}`}>
            {n.title}
          </Title>
          <Badge variant="light" color={state.color} style={{ flex: 'none' }}>
            {state.label}
          </Badge>
        </Group>
        <Text size="sm" lineClamp={4} className={classes.prewrap}>
          {n.description}
        </Text>
        <Stack gap={6}>
          <TagGroup label="Industries" items={n.industries} color="matchday" />
          <TagGroup label="Technologies" items={n.technologies} />
          <TagGroup label="Stages" items={n.stages.map((s) => stageName(s) ?? s)} />
          <TagGroup label="Countries" items={n.countries.map((c) => countryName(c) ?? c)} />
        </Stack>
        <Text size="sm" fw={500}>
          Wants to meet {plural(n.wantedMeetings, 'startup')}
        </Text>
        <Group
          justify="space-between"
          gap="sm"
          pt="xs"
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Text size="sm" c="dimmed">
            {n.state === 'DRAFT'
              ? 'Only your organisation sees this draft.'
              : n.state === 'PUBLISHED'
                ? 'Startups at the event read this need.'
                : 'Closed: startups no longer see it.'}
          </Text>
          <Group gap="xs">
            {n.state === 'PUBLISHED' && (
              <Anchor
                component={Link}
                to={`${props.suggestionsPath}?need=${n.id}`}
                size="sm"
                fw={500}
                mr="xs"
              >
                Suggestions →
              </Anchor>
            )}
            {n.state === 'DRAFT' && (
              <ConfirmAction
                label="Discard draft"
                title="Discard this draft?"
                message={`“${n.title}” was never published: no startup has seen it. Discarding keeps it under Closed needs, where it cannot be edited or published again. To publish it, choose Publish instead.`}
                confirmLabel="Discard draft"
                buttonProps={{
                  size: 'sm',
                  variant: 'subtle',
                  color: 'red',
                  'aria-label': `Discard draft ${n.title}`,
                }}
                onConfirm={async () => {
                  await close({ variables: { needId: n.id } });
                  props.onNotice(`The draft “${n.title}” is discarded.`);
                }}
              />
            )}
            {n.state !== 'CLOSED' && (
              <Button
                variant="default"
                size="sm"
                onClick={props.onEdit}
                aria-label={`Edit ${n.title}`}
              >
                Edit
              </Button>
            )}
            {n.state === 'DRAFT' && (
              <ConfirmAction
                label="Publish"
                title="Publish this need?"
                message={`Startups taking part in ${props.eventName} can read “${n.title}” and tell you they are interested, and the organisers match startups against it. You can still edit it afterwards.`}
                confirmLabel="Publish"
                color="matchday"
                buttonProps={{ size: 'sm', 'aria-label': `Publish ${n.title}` }}
                onConfirm={async () => {
                  await publish({ variables: { needId: n.id } });
                  props.onNotice(`“${n.title}” is published.`);
                }}
              />
            )}
            {n.state === 'PUBLISHED' && (
              <ConfirmAction
                label="Close need"
                title="Close this need?"
                message={`Startups no longer see “${n.title}” and no new suggestions are made for it. Meetings you already chose stay. A closed need cannot be opened again.`}
                confirmLabel="Close need"
                buttonProps={{
                  size: 'sm',
                  variant: 'outline',
                  color: 'red',
                  'aria-label': `Close need ${n.title}`,
                }}
                onConfirm={async () => {
                  await close({ variables: { needId: n.id } });
                  props.onNotice(`“${n.title}” is closed.`);
                }}
              />
            )}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
