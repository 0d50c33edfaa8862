import { Button, Group, Text } from '@mantine/core';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import type { AdminNeedFieldsFragment } from '../../../../gql/admin.ts';
import { useAdminCloseNeed } from '../../hooks/useAdminCloseNeed.ts';
import { useAdminPublishNeed } from '../../hooks/useAdminPublishNeed.ts';

/** Edit (drawer), Publish a draft, Close a published need — each asks first where it is final. */
export function NeedActions(props: {
  need: AdminNeedFieldsFragment;
  onEdit: () => void;
  onDone: (message: string) => void;
  justify?: 'flex-end' | 'flex-start';
}) {
  const n = props.need;
  const [publish] = useAdminPublishNeed();
  const [close] = useAdminCloseNeed();
  if (n.state === 'CLOSED') {
    return (
      <Text size="xs" c="dimmed" ta={props.justify === 'flex-start' ? 'left' : 'right'}>
        Closed needs stay as they are
      </Text>
    );
  }
  const corporate = n.corporate?.name ?? 'the corporate';
  return (
    <Group gap={6} justify={props.justify ?? 'flex-end'} wrap="nowrap">
      <Button size="xs" variant="default" onClick={props.onEdit} aria-label={`Edit ${n.title}`}>
        Edit
      </Button>
      {n.state === 'DRAFT' && (
        <ConfirmAction
          label="Publish"
          title="Publish this need?"
          message={`“${n.title}” becomes visible to the event’s startups, and the next “Generate suggestions” ranks startups for it. ${corporate} sees it as published.`}
          confirmLabel="Publish need"
          color="matchday"
          onConfirm={async () => {
            await publish({ variables: { needId: n.id } });
            props.onDone(`“${n.title}” is published.`);
          }}
          buttonProps={{ size: 'xs', 'aria-label': `Publish ${n.title}` }}
        />
      )}
      {n.state === 'PUBLISHED' && (
        <ConfirmAction
          label="Close"
          title="Close this need?"
          message={`“${n.title}” stops taking new suggestions and applications. Matches already made stay. A closed need cannot be opened again.`}
          confirmLabel="Close need"
          color="red"
          onConfirm={async () => {
            await close({ variables: { needId: n.id } });
            props.onDone(`“${n.title}” is closed.`);
          }}
          buttonProps={{ size: 'xs', variant: 'light', 'aria-label': `Close ${n.title}` }}
        />
      )}
    </Group>
  );
}
