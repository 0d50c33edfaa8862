import { homePathFor } from '@matchday/shared';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmAction } from '../../../components/ConfirmAction.tsx';
import { startImpersonation } from '../../../lib/impersonation.ts';
import { useT } from '../../../lib/messages.ts';
import { cm } from '../console-messages.ts';

/**
 * Full admins: view the app as this person, after a confirmation naming them. It is recorded in
 * the person's history; a banner offers Stop, which returns to this page.
 */
export function ViewAsButton(props: { userId: string; name: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <ConfirmAction
      label={t(cm.viewAs)}
      title={t(cm.viewAsTitle, { name: props.name })}
      message={t(cm.viewAsText, { name: props.name })}
      confirmLabel={t(cm.viewAsNamed, { name: props.name })}
      color="matchday"
      buttonProps={{
        variant: 'light',
        size: 'compact-sm',
        'aria-label': t(cm.viewAsNamed, { name: props.name }),
      }}
      onConfirm={async () => {
        const user = await startImpersonation(props.userId, `${pathname}${search}`);
        navigate(homePathFor(user), { replace: true });
      }}
    />
  );
}
