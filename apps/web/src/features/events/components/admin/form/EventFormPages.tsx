import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import { can, roleOf } from '@matchday/shared';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../../../components/PageHeader.tsx';
import { AdminEventDocument } from '../../../../../gql/admin.ts';
import { useSessionUser } from '../../../../../lib/session.ts';
import { emptyEventValues, eventValues } from '../../../lib/event-form.ts';
import { useCreateEvent } from '../../../hooks/useCreateEvent.ts';
import { useSetEventHosts } from '../../../hooks/useSetEventHosts.ts';
import { useUpdateEvent } from '../../../hooks/useUpdateEvent.ts';
import { PublishEventButton } from '../event/EventActions.tsx';
import { EventForm } from './EventForm.tsx';

/** /admin/events/new: a new event, saved as a draft. */
export function NewEventPage(props: { basePath: string }) {
  const role = roleOf(useSessionUser());
  const navigate = useNavigate();
  const [create] = useCreateEvent();
  const [setHosts] = useSetEventHosts();
  const initial = useMemo(() => emptyEventValues(), []);
  if (!can(role, 'createEvents')) {
    return (
      <Alert color="yellow" variant="light" title="Only a full admin creates events">
        Ask a programme administrator to create the event and make you its host.
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={props.basePath} size="sm">
        ← All events
      </Anchor>
      <PageHeader
        title="Create event"
        description="Saved as a draft: only admins and its hosts see it until you publish it."
      />
      <EventForm
        initial={initial}
        mayPickHosts={can(role, 'editEvents')}
        submitLabel="Create draft"
        onCancel={() => void navigate(props.basePath)}
        onSubmit={async (input, hostIds) => {
          const { data } = await create({ variables: { input } });
          const id = data!.createEvent.id;
          if (hostIds?.length) await setHosts({ variables: { eventId: id, adminIds: hostIds } });
          void navigate(`${props.basePath}/${id}`, { state: { saved: 'created' } });
        }}
      />
    </Stack>
  );
}

/** /admin/events/:id/edit: the event's details and grid. */
export function EditEventPage(props: { basePath: string }) {
  const { id = '' } = useParams();
  const role = roleOf(useSessionUser());
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(AdminEventDocument, { variables: { id } });
  const [update] = useUpdateEvent();
  const [setHosts] = useSetEventHosts();
  const event = data?.event;
  const initial = useMemo(() => (event ? eventValues(event) : null), [event]);
  const back = `${props.basePath}/${id}`;

  if (error) {
    return (
      <Alert color="red" variant="light" title="This event could not be opened" role="alert">
        {error.message}
      </Alert>
    );
  }
  if (!can(role, 'editEvents')) {
    return (
      <Alert color="yellow" variant="light" title="Only a full admin edits events">
        You can manage this event's participants from its page.
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={back} size="sm">
        ← {event?.name ?? 'Event'}
      </Anchor>
      <PageHeader
        title={event ? `Edit ${event.name}` : 'Edit event'}
        description={
          event?.published
            ? 'Published: participants see changes at once. A grid change that drops slots participants marked is refused.'
            : 'Draft: only admins and its hosts see it.'
        }
      />
      {loading || !initial || !event ? (
        <Stack gap="md">
          <Skeleton h={220} radius="md" />
          <Skeleton h={320} radius="md" />
        </Stack>
      ) : (
        <EventForm
          key={event.id}
          initial={initial}
          initialHosts={event.hosts}
          mayPickHosts={can(role, 'editEvents')}
          submitLabel="Save changes"
          onCancel={() => void navigate(back)}
          extraActions={<PublishEventButton event={event} />}
          onSubmit={async (input, hostIds) => {
            await update({ variables: { id: event.id, input } });
            if (hostIds) await setHosts({ variables: { eventId: event.id, adminIds: hostIds } });
            void navigate(back, { state: { saved: 'updated' } });
          }}
        />
      )}
    </Stack>
  );
}
