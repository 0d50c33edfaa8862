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
import { useT } from '../../../../../lib/messages.ts';
import { fm } from './form-messages.ts';

/** /admin/events/new: a new event, saved as a draft. */
export function NewEventPage(props: { basePath: string }) {
  const t = useT();
  const role = roleOf(useSessionUser());
  const navigate = useNavigate();
  const [create] = useCreateEvent();
  const [setHosts] = useSetEventHosts();
  const initial = useMemo(() => emptyEventValues(), []);
  if (!can(role, 'createEvents')) {
    return (
      <Alert color="yellow" variant="light" title={t(fm.onlyFullCreates)}>
        {t(fm.askAdmin)}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={props.basePath} size="sm">
        {t(fm.allEvents)}
      </Anchor>
      <PageHeader title={t(fm.createTitle)} description={t(fm.createHelp)} />
      <EventForm
        initial={initial}
        mayPickHosts={can(role, 'editEvents')}
        submitLabel={t(fm.createDraft)}
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
  const t = useT();
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
      <Alert color="red" variant="light" title={t(fm.openFailed)} role="alert">
        {error.message}
      </Alert>
    );
  }
  if (!can(role, 'editEvents')) {
    return (
      <Alert color="yellow" variant="light" title={t(fm.onlyFullEdits)}>
        {t(fm.manageFromPage)}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={back} size="sm">
        {t(fm.back, { name: event?.name ?? t(fm.eventWord) })}
      </Anchor>
      <PageHeader
        title={event ? t(fm.editNamed, { name: event.name }) : t(fm.editEvent)}
        description={event?.published ? t(fm.publishedHelp) : t(fm.draftHelp)}
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
          submitLabel={t(fm.saveChanges)}
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
