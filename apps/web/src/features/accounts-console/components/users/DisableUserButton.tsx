import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import { useSetUserDisabled } from '../../hooks/useSetUserDisabled.ts';
import { useT } from '../../../../lib/messages.ts';
import { cm } from '../../console-messages.ts';

/** Full admins: disable one person (signed out at once) or enable them again. */
export function DisableUserButton(props: { userId: string; name: string; disabled: boolean }) {
  const t = useT();
  const [setDisabled] = useSetUserDisabled();
  const next = !props.disabled;
  return (
    <ConfirmAction
      label={t(next ? cm.disable : cm.enable)}
      title={t(next ? cm.disableTitle : cm.enableTitle, { name: props.name })}
      message={t(next ? cm.disableText : cm.enableText)}
      confirmLabel={t(next ? cm.disable : cm.enable)}
      color={next ? 'red' : 'teal'}
      buttonProps={{
        variant: 'subtle',
        size: 'compact-sm',
        color: next ? 'red' : 'teal',
        'aria-label': t(next ? cm.disableNamed : cm.enableNamed, { name: props.name }),
      }}
      onConfirm={() => setDisabled({ variables: { userId: props.userId, disabled: next } })}
    />
  );
}
