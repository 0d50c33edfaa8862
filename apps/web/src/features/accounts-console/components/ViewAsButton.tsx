import { homePathFor } from '@matchday/shared';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmAction } from '../../../components/ConfirmAction.tsx';
import { startImpersonation } from '../../../lib/impersonation.ts';

/**
 * Full admins: view the app as this person, after a confirmation naming them. It is recorded in
 * the person's history; a banner offers Stop, which returns to this page.
 */
export function ViewAsButton(props: { userId: string; name: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <ConfirmAction
      label="View as"
      title={`View Matchday as ${props.name}?`}
      message={
        <>
          You will see what {props.name} sees and act on their behalf, for at most one hour. Their
          notifications stay unread, their password and account are not yours to change, and{' '}
          {props.name}’s history records who viewed as them and when. Stop returns you here.
        </>
      }
      confirmLabel={`View as ${props.name}`}
      color="matchday"
      buttonProps={{
        variant: 'light',
        size: 'compact-sm',
        'aria-label': `View as ${props.name}`,
      }}
      onConfirm={async () => {
        const user = await startImpersonation(props.userId, `${pathname}${search}`);
        navigate(homePathFor(user), { replace: true });
      }}
    />
  );
}
