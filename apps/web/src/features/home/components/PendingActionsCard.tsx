import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { MyHomeQuery } from '../../../gql/startup.ts';
import { defineMessages, useT } from '../../../lib/messages.ts';
import { actionHint, actionTitle, type HomeRole } from '../lib/home-text.ts';
import { HomeEmpty } from './HomeEmpty.tsx';
import classes from './home.module.css';

type Action = MyHomeQuery['myHome']['pendingActions'][number];

const m = defineMessages({
  title: { id: 'home.pending.title', defaultMessage: 'Waiting for you' },
  caughtUp: { id: 'home.pending.caughtUp', defaultMessage: 'You are all caught up' },
  caughtUpCorp: {
    id: 'home.pending.caughtUpCorp',
    defaultMessage:
      'Suggested startups, meeting requests and meetings to rate appear here as your events move on.',
  },
  caughtUpStartup: {
    id: 'home.pending.caughtUpStartup',
    defaultMessage:
      'Selections to confirm and meetings to rate appear here as your events move on.',
  },
});

/** What waits for the company, counted, each a link to the page where it is done. */
export function PendingActionsCard(props: { actions: Action[]; role: HomeRole }) {
  const t = useT();
  const total = props.actions.reduce((n, a) => n + a.count, 0);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="home-pending"
      data-testid="home-pending"
    >
      <Group justify="space-between" gap="xs" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id="home-pending">
          {t(m.title)}
        </Title>
        {total > 0 && (
          <Badge variant="filled" color="amber" c="dark.9" aria-hidden>
            {total}
          </Badge>
        )}
      </Group>
      {props.actions.length === 0 ? (
        <HomeEmpty title={t(m.caughtUp)}>
          {t(props.role === 'corp' ? m.caughtUpCorp : m.caughtUpStartup)}
        </HomeEmpty>
      ) : (
        <ul className={classes.list}>
          {props.actions.map((a) => {
            const hint = `home-hint-${a.kind}-${a.event?.id ?? 'own'}`;
            return (
              <li key={`${a.kind}-${a.event?.id ?? ''}`} className={classes.action}>
                <span className={classes.count} aria-hidden>
                  {a.count}
                </span>
                <span className={classes.text}>
                  <Link
                    to={a.path}
                    className={classes.stretched}
                    data-testid="home-action"
                    aria-describedby={hint}
                  >
                    <Text component="span" fw={600} display="block">
                      {actionTitle(a.kind, a.count, t)}
                    </Text>
                    <Text component="span" size="sm" c="dimmed" display="block">
                      {a.event ? a.event.name : a.items.join(', ')}
                    </Text>
                  </Link>
                  <Text component="span" size="xs" c="dimmed" display="block" mt={2} id={hint}>
                    {actionHint(a.kind, props.role, t)}
                  </Text>
                </span>
                <span className={classes.arrow} aria-hidden>
                  →
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
