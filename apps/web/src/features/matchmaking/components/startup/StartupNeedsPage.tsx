import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { EventNeedsDocument } from '../../../../gql/startup.ts';
import { countryName, stageName } from '../../lib/words.ts';
import { EventFrame, LoadingList, type FrameEvent } from '../shared/EventFrame.tsx';
import classes from '../shared/matchmaking.module.css';
import { TagGroup } from '../shared/TagGroup.tsx';
import { InterestBox } from './InterestBox.tsx';

function Needs(props: { event: FrameEvent; basePath: string }) {
  const e = props.event;
  const approved = e.myAttendance?.state === 'APPROVED';
  const over = e.status === 'PREVIOUS';
  const { data, loading, error } = useQuery(EventNeedsDocument, {
    variables: { eventId: e.id },
    skip: !approved,
  });
  if (!approved) {
    return (
      <EmptyState
        title="Needs are shown to approved participants"
        action={
          <Anchor component={Link} to={`${props.basePath}/${e.id}`} size="sm">
            See your registration
          </Anchor>
        }
      >
        Register for the event; once the organisers approve your place, the corporates’ published
        needs appear here and you can tell them you are interested.
      </EmptyState>
    );
  }
  if (!data && loading) return <LoadingList label="Loading the needs" />;
  if (!data && error) {
    return (
      <Alert color="red" variant="light" role="alert" title="The needs could not be loaded">
        {error.message}
      </Alert>
    );
  }
  const needs = data?.needs ?? [];
  if (!needs.length) {
    return (
      <EmptyState title="No published needs yet">
        Corporates publish their innovation needs before the selection opens. Check back then —
        meanwhile, keep your company profile complete: suggestions are made from it.
      </EmptyState>
    );
  }
  const sent = needs.filter((n) => n.myApplication).length;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" role="status">
        {needs.length} published {needs.length === 1 ? 'need' : 'needs'} · you are interested in{' '}
        {sent}
      </Text>
      <Stack gap="md" role="list" aria-label="Published needs">
        {needs.map((n) => {
          const corp = n.corporate?.name ?? 'A corporate';
          const titleId = `need-${n.id}`;
          return (
            <div role="listitem" key={n.id}>
              <Card
                withBorder
                radius="md"
                padding="lg"
                component="article"
                aria-labelledby={titleId}
                data-testid="need-card"
              >
                <Stack gap="sm">
                  <div>
                    <Text size="sm" fw={600} c="matchday.8">
                      {corp}
                    </Text>
                    <Title order={2} size="h4" id={titleId} className={classes.wrap}>
                      {n.title}
                    </Title>
                  </div>
                  <Text size="sm" className={classes.prewrap}>
                    {n.description}
                  </Text>
                  <Stack gap={6}>
                    <TagGroup label="Industries" items={n.industries} color="matchday" />
                    <TagGroup label="Technologies" items={n.technologies} />
                    <TagGroup label="Stages" items={n.stages.map((s) => stageName(s) ?? s)} />
                    <TagGroup
                      label="Countries"
                      items={n.countries.map((c) => countryName(c) ?? c)}
                    />
                  </Stack>
                  <Group gap="lg">
                    <Text size="sm" c="dimmed">
                      Wants to meet {n.wantedMeetings}{' '}
                      {n.wantedMeetings === 1 ? 'startup' : 'startups'}
                    </Text>
                    {n.corporate && !over && (
                      <Anchor
                        component={Link}
                        size="sm"
                        to={`${props.basePath}/${e.id}/requests?corporate=${n.corporate.id}&need=${n.id}`}
                      >
                        Ask {corp} for a meeting →
                      </Anchor>
                    )}
                  </Group>
                  <div
                    style={{ borderTop: '1px solid var(--mantine-color-gray-2)', paddingTop: 12 }}
                  >
                    <InterestBox
                      needId={n.id}
                      needTitle={n.title}
                      corporateName={corp}
                      application={n.myApplication ?? null}
                      disabled={over}
                    />
                  </div>
                </Stack>
              </Card>
            </div>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** `/startup/events/:id/needs`: the corporates' published needs at the event. */
export function StartupNeedsPage(props: { basePath: string }) {
  return (
    <EventFrame
      title="Corporate needs"
      description="What the corporates at this event want to solve. Tell them you are interested with a short note: it counts when startups are suggested, and they see it."
    >
      {(event) => <Needs event={event} basePath={props.basePath} />}
    </EventFrame>
  );
}
