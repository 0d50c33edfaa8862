import { useQuery } from '@apollo/client/react';
import { Alert, Button, Drawer, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { MyNeedsDocument, type NeedFieldsFragment } from '../../../../gql/corp.ts';
import { EventFrame, LoadingList, type FrameEvent } from '../shared/EventFrame.tsx';
import { NeedCard } from './NeedCard.tsx';
import { NeedForm } from './NeedForm.tsx';

const ORDER = { PUBLISHED: 0, DRAFT: 1, CLOSED: 2 } as const;

type Editing = { need: NeedFieldsFragment | null } | null;

function Needs(props: { event: FrameEvent; basePath: string }) {
  const e = props.event;
  const { data, loading, error } = useQuery(MyNeedsDocument, { variables: { eventId: e.id } });
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const phone = useMediaQuery('(max-width: 36em)');
  const needs = [...(data?.needs ?? [])].sort((a, b) => ORDER[a.state] - ORDER[b.state]);
  const open = (need: NeedFieldsFragment | null) => {
    setNotice(null);
    setEditing({ need });
  };

  let body;
  if (!data && loading) body = <LoadingList label="Loading your needs" rows={2} />;
  else if (!data && error) {
    body = (
      <Alert color="red" variant="light" role="alert" title="Your needs could not be loaded">
        {error.message}
      </Alert>
    );
  } else if (!needs.length) {
    body = (
      <EmptyState
        title="No needs yet"
        action={
          <Button mt="xs" onClick={() => open(null)}>
            Describe a need
          </Button>
        }
      >
        Describe what your organisation wants to solve. Once you publish a need, the startups at the
        event can read it and the organisers suggest startups for it, each with its reasons.
      </EmptyState>
    );
  } else {
    body = (
      <Stack gap="md" role="list" aria-label="Your needs">
        {needs.map((n) => (
          <div role="listitem" key={n.id}>
            <NeedCard
              need={n}
              eventName={e.name}
              suggestionsPath={`${props.basePath}/${e.id}/suggestions`}
              onEdit={() => open(n)}
              onNotice={setNotice}
            />
          </div>
        ))}
      </Stack>
    );
  }

  return (
    <>
      {needs.length > 0 && (
        <div>
          <Button onClick={() => open(null)}>New need</Button>
        </div>
      )}
      {notice && (
        <Alert
          color="green"
          variant="light"
          role="status"
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      )}
      {body}
      <Drawer
        opened={!!editing}
        onClose={() => setEditing(null)}
        position="right"
        size={phone ? '100%' : 'lg'}
        title={editing?.need ? 'Edit need' : 'New need'}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {editing && (
          <NeedForm
            key={editing.need?.id ?? 'new'}
            eventId={e.id}
            need={editing.need}
            onCancel={() => setEditing(null)}
            onDone={(n) => {
              setEditing(null);
              setNotice(
                editing.need
                  ? `Your changes to “${n.title}” are saved.`
                  : `“${n.title}” is saved as a draft. Publish it when startups may read it.`,
              );
            }}
          />
        )}
      </Drawer>
    </>
  );
}

/** `/corporate/events/:id/needs`: the own organisation's needs at the event. */
export function CorporateNeedsPage(props: { basePath: string }) {
  return (
    <EventFrame
      title="My needs"
      description="What your organisation wants to solve at this event. Published needs are read by the startups taking part and matched against their profiles; drafts only you see."
    >
      {(event) => <Needs event={event} basePath={props.basePath} />}
    </EventFrame>
  );
}
