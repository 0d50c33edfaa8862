import { ConfirmAction } from '../../../../../components/ConfirmAction.tsx';
import { usePublishEvent } from '../../../hooks/usePublishEvent.ts';
import { useUnpublishEvent } from '../../../hooks/useUnpublishEvent.ts';
import { useDeleteEvent } from '../../../hooks/useDeleteEvent.ts';

type EventLike = {
  id: string;
  name: string;
  published: boolean;
  attendees: { startups: number; corporates: number; registered: number };
};

/** Publish a draft (asks first). */
export function PublishEventButton(props: { event: EventLike; size?: 'xs' | 'sm' }) {
  const [publish] = usePublishEvent();
  if (props.event.published) return null;
  return (
    <ConfirmAction
      label="Publish"
      title={`Publish ${props.event.name}?`}
      message="Participants will see the event and may register (within the registration window and any country restriction). You can take it back to draft while nobody takes part."
      confirmLabel="Publish event"
      color="matchday"
      onConfirm={() => publish({ variables: { id: props.event.id } })}
      buttonProps={{ size: props.size ?? 'sm', 'data-testid': 'publish-event' }}
    />
  );
}

/** Back to draft (only while nobody takes part; the server says so otherwise). */
export function UnpublishEventButton(props: { event: EventLike }) {
  const [unpublish] = useUnpublishEvent();
  if (!props.event.published) return null;
  return (
    <ConfirmAction
      label="Unpublish"
      title={`Take ${props.event.name} back to draft?`}
      message="Participants will no longer see it and cannot register. This is only possible while no organisation takes part."
      confirmLabel="Back to draft"
      color="orange"
      onConfirm={() => unpublish({ variables: { id: props.event.id } })}
      buttonProps={{ variant: 'default', size: 'sm', 'data-testid': 'unpublish-event' }}
    />
  );
}

/** Delete a draft without participants, then go elsewhere. */
export function DeleteEventButton(props: { event: EventLike; onDeleted: () => void }) {
  const [remove] = useDeleteEvent();
  if (props.event.published) return null;
  return (
    <ConfirmAction
      label="Delete draft"
      title={`Delete ${props.event.name}?`}
      message="The draft, its grid and its hosts' assignment are removed for good. This cannot be undone."
      confirmLabel="Delete event"
      color="red"
      onConfirm={async () => {
        await remove({ variables: { id: props.event.id } });
        props.onDeleted();
      }}
      buttonProps={{ variant: 'subtle', size: 'sm', 'data-testid': 'delete-event' }}
    />
  );
}
