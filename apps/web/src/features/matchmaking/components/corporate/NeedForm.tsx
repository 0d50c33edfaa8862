import type { NeedFieldsFragment } from '../../../../gql/corp.ts';
import { useCreateNeed } from '../../hooks/useCreateNeed.ts';
import { useUpdateNeed } from '../../hooks/useUpdateNeed.ts';
import { NeedForm as NeedFields } from '../shared/NeedForm.tsx';

/** A corporate creates a need at an event (a draft) or edits one of its own. */
export function NeedForm(props: {
  eventId: string;
  need?: NeedFieldsFragment | null;
  onDone: (need: NeedFieldsFragment) => void;
  onCancel: () => void;
}) {
  const [create, created] = useCreateNeed();
  const [update, updated] = useUpdateNeed();
  const need = props.need;
  return (
    <NeedFields
      need={need}
      label={need ? 'Edit need' : 'New need'}
      submitLabel={need ? 'Save changes' : 'Save as draft'}
      saving={created.loading || updated.loading}
      onCancel={props.onCancel}
      onSubmit={async (input) => {
        if (need) {
          const { data } = await update({ variables: { needId: need.id, input } });
          if (data) props.onDone(data.updateNeed);
        } else {
          const { data } = await create({ variables: { eventId: props.eventId, input } });
          if (data) props.onDone(data.createNeed);
        }
      }}
    />
  );
}
