import { Anchor, Stack } from '@mantine/core';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import type { AgreementScope } from '@matchday/shared';
import { AgreementPanel } from './AgreementPanel.tsx';

/**
 * `/admin/grants/:id/agreement` and `/startup|/corporate/grants/:id/agreement`: the grant
 * agreement, its signatures and evidence, and the signed file. `back` is the area's grants list;
 * the back link leads to this application in it.
 */
export function AgreementPage(props: { scope: AgreementScope; back: string; verify: string }) {
  const { id = '' } = useParams();
  usePageTitle('Grant agreement');
  return (
    <Stack gap="md">
      <Anchor component={RouterLink} to={`${props.back}/${id}`} size="sm">
        ← Back to the application
      </Anchor>
      <PageHeader
        title="Grant agreement"
        description="Signed electronically by the startup, the corporate partner and the programme."
        actions={
          <Anchor component={RouterLink} to={props.verify} size="sm">
            Verify a copy
          </Anchor>
        }
      />
      <AgreementPanel scope={props.scope} applicationId={id} />
    </Stack>
  );
}
