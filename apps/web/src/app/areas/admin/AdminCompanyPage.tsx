import { Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { CompanyAdminPanel } from '../../../features/accounts-console/components/company/CompanyAdminPanel.tsx';
import { EditCompanyForm } from '../../../features/company-profile/components/edit/EditCompanyForm.tsx';
import { CompanyProfilePage } from '../../../features/company-profile/components/profile/CompanyProfilePage.tsx';

/**
 * /admin/companies/:id — the account panel (console) above the profile others see; the panel's
 * edit drawer holds the company-profile form.
 */
export function AdminCompanyPage() {
  const { id = '' } = useParams();
  return (
    <Stack gap="md" maw={1100}>
      <Anchor component={Link} to="/admin/companies" size="sm">
        ← All companies
      </Anchor>
      <CompanyAdminPanel id={id} editForm={EditCompanyForm} />
      <CompanyProfilePage id={id} />
    </Stack>
  );
}
