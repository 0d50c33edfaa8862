import { Drawer, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminNeedFieldsFragment } from '../../../../gql/admin.ts';
import { useAdminUpdateNeed } from '../../hooks/useAdminUpdateNeed.ts';
import { NeedForm } from '../shared/NeedForm.tsx';

/**
 * An organiser edits a corporate's need in a side drawer (full screen on a phone): the fields the
 * corporate fills, checked with the shared `needInput` first; the server's field errors show by
 * their fields, anything else above the buttons.
 */
export function NeedEditDrawer(props: {
  need: AdminNeedFieldsFragment | null;
  onClose: () => void;
  onSaved: (need: AdminNeedFieldsFragment) => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Drawer
      opened={props.need !== null}
      onClose={props.onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={
        <Stack gap={0}>
          <Text fw={700}>Edit need</Text>
          {props.need?.corporate && (
            <Text size="sm" c="dimmed">
              of {props.need.corporate.name}
            </Text>
          )}
        </Stack>
      }
    >
      {props.need && (
        <NeedEditForm
          key={props.need.id}
          need={props.need}
          onCancel={props.onClose}
          onSaved={props.onSaved}
        />
      )}
    </Drawer>
  );
}

function NeedEditForm(props: {
  need: AdminNeedFieldsFragment;
  onCancel: () => void;
  onSaved: (need: AdminNeedFieldsFragment) => void;
}) {
  const [update, { loading }] = useAdminUpdateNeed();
  return (
    <NeedForm
      need={props.need}
      label="Edit need"
      submitLabel="Save changes"
      saving={loading}
      onCancel={props.onCancel}
      onSubmit={async (input) => {
        const { data } = await update({ variables: { needId: props.need.id, input } });
        if (data) props.onSaved(data.updateNeed);
      }}
    />
  );
}
