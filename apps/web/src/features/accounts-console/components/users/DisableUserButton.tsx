import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import { useSetUserDisabled } from '../../hooks/useSetUserDisabled.ts';

/** Full admins: disable one person (signed out at once) or enable them again. */
export function DisableUserButton(props: { userId: string; name: string; disabled: boolean }) {
  const [setDisabled] = useSetUserDisabled();
  const next = !props.disabled;
  return (
    <ConfirmAction
      label={next ? 'Disable' : 'Enable'}
      title={next ? `Disable ${props.name}?` : `Enable ${props.name}?`}
      message={
        next
          ? 'They are signed out at once and cannot sign in until enabled again. Their company and its records stay.'
          : 'They can sign in again with their password.'
      }
      confirmLabel={next ? 'Disable' : 'Enable'}
      color={next ? 'red' : 'teal'}
      buttonProps={{
        variant: 'subtle',
        size: 'compact-sm',
        color: next ? 'red' : 'teal',
        'aria-label': `${next ? 'Disable' : 'Enable'} ${props.name}`,
      }}
      onConfirm={() => setDisabled({ variables: { userId: props.userId, disabled: next } })}
    />
  );
}
