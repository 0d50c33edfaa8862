import { Group } from '@mantine/core';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import type { ActivityStatus } from '../../../../gql/admin.ts';
import { useSetActivityStatus } from '../../hooks/useSetActivityStatus.ts';

/** Activate or deactivate a company, each after a confirmation. */
export function StatusActions(props: { companyId: string; name: string; status: ActivityStatus }) {
  const [setStatus] = useSetActivityStatus();
  const to = (status: ActivityStatus) => () =>
    setStatus({ variables: { companyId: props.companyId, status } });
  return (
    <Group gap="xs">
      {props.status !== 'ACTIVE' && (
        <ConfirmAction
          label="Activate"
          title={`Activate ${props.name}?`}
          message="Its people can sign in and take part in events."
          confirmLabel="Activate"
          color="teal"
          buttonProps={{ variant: 'light', size: 'xs' }}
          onConfirm={to('ACTIVE')}
        />
      )}
      {props.status !== 'INACTIVE' && (
        <ConfirmAction
          label="Deactivate"
          title={`Deactivate ${props.name}?`}
          message="Its people are signed out on their next request and cannot sign in until the company is activated again. Nothing is deleted."
          confirmLabel="Deactivate"
          buttonProps={{ variant: 'light', color: 'red', size: 'xs' }}
          onConfirm={to('INACTIVE')}
        />
      )}
    </Group>
  );
}
