import { Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { CompanyAdminPanel } from '../../../features/accounts-console/components/company/CompanyAdminPanel.tsx';
import { CompanyProfilePage } from '../../../features/profiles/components/profile/CompanyProfilePage.tsx';

/** /admin/companies/:id — the account panel (console) above the profile others see. */
export function AdminCompanyPage() {
  const { id = '' } = useParams();
  return (
    <Stack gap="md" maw={1100}>
      <Anchor component={Link} to="/admin/companies" size="sm">
        ← All companies
      </Anchor>
      <CompanyAdminPanel id={id} />
      <CompanyProfilePage id={id} />
    </Stack>
  );
}
