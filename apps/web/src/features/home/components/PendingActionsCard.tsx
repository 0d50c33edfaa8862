import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { MyHomeQuery } from '../../../gql/startup.ts';
import { actionHint, actionTitle, type HomeRole } from '../lib/home-text.ts';
import { HomeEmpty } from './HomeEmpty.tsx';
import classes from './home.module.css';

type Action = MyHomeQuery['myHome']['pendingActions'][number];

/** What waits for the company, counted, each a link to the page where it is done. */
export function PendingActionsCard(props: { actions: Action[]; role: HomeRole }) {
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
          Waiting for you
        </Title>
        {total > 0 && (
          <Badge variant="filled" color="amber" c="dark.9" aria-hidden>
            {total}
          </Badge>
        )}
      </Group>
      {props.actions.length === 0 ? (
        <HomeEmpty title="You are all caught up">
          {props.role === 'corp'
            ? 'Suggested startups, meeting requests and meetings to rate appear here as your events move on.'
            : 'Selections to confirm and meetings to rate appear here as your events move on.'}
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
                      {actionTitle(a.kind, a.count)}
                    </Text>
                    <Text component="span" size="sm" c="dimmed" display="block">
                      {a.event ? a.event.name : a.items.join(', ')}
                    </Text>
                  </Link>
                  <Text component="span" size="xs" c="dimmed" display="block" mt={2} id={hint}>
                    {actionHint(a.kind, props.role)}
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
