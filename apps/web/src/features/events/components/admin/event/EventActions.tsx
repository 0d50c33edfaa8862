import { ConfirmAction } from '../../../../../components/ConfirmAction.tsx';
import { usePublishEvent } from '../../../hooks/usePublishEvent.ts';
import { useUnpublishEvent } from '../../../hooks/useUnpublishEvent.ts';
import { useDeleteEvent } from '../../../hooks/useDeleteEvent.ts';
import { defineMessages, useT } from '../../../../../lib/messages.ts';

const m = defineMessages({
  publish: { id: 'events.admin.actions.publish', defaultMessage: 'Publish' },
  publishTitle: { id: 'events.admin.actions.publishTitle', defaultMessage: 'Publish {name}?' },
  publishText: {
    id: 'events.admin.actions.publishText',
    defaultMessage:
      'Participants will see the event and may register (within the registration window and any country restriction). You can take it back to draft while nobody takes part.',
  },
  publishConfirm: { id: 'events.admin.actions.publishConfirm', defaultMessage: 'Publish event' },
  unpublish: { id: 'events.admin.actions.unpublish', defaultMessage: 'Unpublish' },
  unpublishTitle: {
    id: 'events.admin.actions.unpublishTitle',
    defaultMessage: 'Take {name} back to draft?',
  },
  unpublishText: {
    id: 'events.admin.actions.unpublishText',
    defaultMessage:
      'Participants will no longer see it and cannot register. This is only possible while no organisation takes part.',
  },
  unpublishConfirm: {
    id: 'events.admin.actions.unpublishConfirm',
    defaultMessage: 'Back to draft',
  },
  delete: { id: 'events.admin.actions.delete', defaultMessage: 'Delete draft' },
  deleteTitle: { id: 'events.admin.actions.deleteTitle', defaultMessage: 'Delete {name}?' },
  deleteText: {
    id: 'events.admin.actions.deleteText',
    defaultMessage:
      "The draft, its grid and its hosts' assignment are removed for good. This cannot be undone.",
  },
  deleteConfirm: { id: 'events.admin.actions.deleteConfirm', defaultMessage: 'Delete event' },
});

type EventLike = {
  id: string;
  name: string;
  published: boolean;
  attendees: { startups: number; corporates: number; registered: number };
};

/** Publish a draft (asks first). */
export function PublishEventButton(props: { event: EventLike; size?: 'xs' | 'sm' }) {
  const [publish] = usePublishEvent();
  const t = useT();
  if (props.event.published) return null;
  return (
    <ConfirmAction
      label={t(m.publish)}
      title={t(m.publishTitle, { name: props.event.name })}
      message={t(m.publishText)}
      confirmLabel={t(m.publishConfirm)}
      color="matchday"
      onConfirm={() => publish({ variables: { id: props.event.id } })}
      buttonProps={{ size: props.size ?? 'sm', 'data-testid': 'publish-event' }}
    />
  );
}

/** Back to draft (only while nobody takes part; the server says so otherwise). */
export function UnpublishEventButton(props: { event: EventLike }) {
  const [unpublish] = useUnpublishEvent();
  const t = useT();
  if (!props.event.published) return null;
  return (
    <ConfirmAction
      label={t(m.unpublish)}
      title={t(m.unpublishTitle, { name: props.event.name })}
      message={t(m.unpublishText)}
      confirmLabel={t(m.unpublishConfirm)}
      color="orange"
      onConfirm={() => unpublish({ variables: { id: props.event.id } })}
      buttonProps={{ variant: 'default', size: 'sm', 'data-testid': 'unpublish-event' }}
    />
  );
}

/** Delete a draft without participants, then go elsewhere. */
export function DeleteEventButton(props: { event: EventLike; onDeleted: () => void }) {
  const [remove] = useDeleteEvent();
  const t = useT();
  if (props.event.published) return null;
  return (
    <ConfirmAction
      label={t(m.delete)}
      title={t(m.deleteTitle, { name: props.event.name })}
      message={t(m.deleteText)}
      confirmLabel={t(m.deleteConfirm)}
      color="red"
      onConfirm={async () => {
        await remove({ variables: { id: props.event.id } });
        props.onDeleted();
      }}
      buttonProps={{ variant: 'subtle', size: 'sm', 'data-testid': 'delete-event' }}
    />
  );
}
