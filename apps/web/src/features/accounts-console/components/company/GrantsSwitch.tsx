import { Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useSetInnovationGrantsAccess } from '../../hooks/useSetInnovationGrantsAccess.ts';

/** Whether the company may use the innovation-grants area (full admins). */
export function GrantsSwitch(props: { companyId: string; value: boolean }) {
  const [setAccess, { loading }] = useSetInnovationGrantsAccess();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <Switch
        label="Access to innovation grants"
        checked={props.value}
        disabled={loading}
        onChange={(e) => {
          setProblem(null);
          setAccess({
            variables: { companyId: props.companyId, value: e.currentTarget.checked },
          }).catch((err: Error) => setProblem(err.message));
        }}
      />
      {problem && (
        <Text size="sm" c="red.7" role="alert">
          {problem}
        </Text>
      )}
    </>
  );
}
