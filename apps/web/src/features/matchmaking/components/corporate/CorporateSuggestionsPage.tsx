import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Stack, Tabs, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { plural } from '@matchday/shared';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import {
  MyNeedsDocument,
  NeedSuggestionsDocument,
  type NeedFieldsFragment,
} from '../../../../gql/corp.ts';
import { isChosen, selectionClosedReason } from '../../lib/words.ts';
import { EventFrame, LoadingList, type FrameEvent } from '../shared/EventFrame.tsx';
import { ChosenCounter } from './ChosenCounter.tsx';
import { SuggestionCard } from './SuggestionCard.tsx';

function NeedSuggestions(props: {
  need: NeedFieldsFragment;
  closedReason: string | null;
  profilePath: (id: string) => string;
}) {
  const { data, loading, error } = useQuery(NeedSuggestionsDocument, {
    variables: { needId: props.need.id },
  });
  const matches = data?.needSuggestions ?? [];
  if (!data && loading) return <LoadingList label="Loading the suggestions" />;
  if (!data && error) {
    return (
      <Alert color="red" variant="light" role="alert" title="The suggestions could not be loaded">
        {error.message}
      </Alert>
    );
  }
  if (!matches.length) {
    return (
      <EmptyState title="No suggestions yet">
        No suggestions yet: the organisers publish them before the selection opens. You get an
        e-mail when they do.
      </EmptyState>
    );
  }
  const chosen = matches.filter(isChosen).length;
  return (
    <Stack gap="md">
      <ChosenCounter wanted={props.need.wantedMeetings} matches={matches} />
      <Text size="sm" c="dimmed">
        {plural(matches.length, 'startup')} suggested, best match first.{' '}
        {chosen < props.need.wantedMeetings && !props.closedReason
          ? 'Must meet puts a startup first when the schedule is made.'
          : ''}
      </Text>
      <Stack gap="md" role="list" aria-label={`Suggestions for ${props.need.title}`}>
        {matches.map((m) => (
          <div role="listitem" key={m.id}>
            <SuggestionCard
              match={m}
              profilePath={props.profilePath}
              closedReason={props.closedReason}
            />
          </div>
        ))}
      </Stack>
    </Stack>
  );
}

function Suggestions(props: {
  event: FrameEvent;
  basePath: string;
  profilePath: (id: string) => string;
}) {
  const e = props.event;
  const [params, setParams] = useSearchParams();
  const { data, loading, error } = useQuery(MyNeedsDocument, {
    variables: { eventId: e.id },
  });
  const closed = selectionClosedReason(e);
  if (!data && loading) return <LoadingList label="Loading your needs" rows={2} />;
  if (!data && error) {
    return (
      <Alert color="red" variant="light" role="alert" title="Your needs could not be loaded">
        {error.message}
      </Alert>
    );
  }
  const published = (data?.needs ?? []).filter((n) => n.state === 'PUBLISHED');
  if (!published.length) {
    return (
      <EmptyState
        title="No published needs"
        action={
          <Button component={Link} to={`${props.basePath}/${e.id}/needs`} mt="xs" variant="light">
            Go to my needs
          </Button>
        }
      >
        Suggestions are made for published needs. Describe and publish what your organisation wants
        to solve; the organisers then suggest startups for it.
      </EmptyState>
    );
  }
  const wanted = params.get('need');
  const current = published.find((n) => n.id === wanted) ?? published[0]!;
  const windowNote = closed ? (
    <Alert color={closed.closed === 'before' ? 'blue' : 'gray'} variant="light" title={closed.text}>
      {closed.closed === 'before'
        ? 'You can read the suggestions now and choose once the selection opens.'
        : 'Choices can no longer change. Your chosen startups are what the organisers schedule.'}
    </Alert>
  ) : null;

  const list = (n: NeedFieldsFragment) => (
    <NeedSuggestions
      key={n.id}
      need={n}
      closedReason={closed?.text ?? null}
      profilePath={props.profilePath}
    />
  );

  if (published.length === 1) {
    return (
      <Stack gap="md">
        {windowNote}
        <Text fw={600}>
          For your need{' '}
          <Anchor component={Link} to={`${props.basePath}/${e.id}/needs`} inherit>
            {current.title}
          </Anchor>
        </Text>
        {list(current)}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {windowNote}
      <Tabs
        value={current.id}
        onChange={(v) => v && setParams({ need: v }, { replace: true, preventScrollReset: true })}
        keepMounted={false}
        variant="pills"
      >
        <Tabs.List mb="md" aria-label="Your published needs">
          {published.map((n) => (
            <Tabs.Tab
              key={n.id}
              value={n.id}
              style={{ maxWidth: '100%', whiteSpace: 'normal', textAlign: 'left' }}
            >
              {n.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {published.map((n) => (
          <Tabs.Panel key={n.id} value={n.id}>
            {list(n)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** `/corporate/events/:id/suggestions` (the `suggested` mail links here). */
export function CorporateSuggestionsPage(props: {
  basePath: string;
  profilePath: (id: string) => string;
}) {
  return (
    <EventFrame
      title="Suggestions"
      description="Startups suggested for your published needs, with the score and the reasons behind it. Choose whom you want to meet: the startup is told and confirms."
    >
      {(event) => (
        <Suggestions event={event} basePath={props.basePath} profilePath={props.profilePath} />
      )}
    </EventFrame>
  );
}
