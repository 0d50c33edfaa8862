import { useQuery } from '@apollo/client/react';
import { Anchor, Stack } from '@mantine/core';
import { canViewProfile, roleOf } from '@matchday/shared';
import { Link, useParams } from 'react-router';
import { CompanyAdminPanel } from '../../../features/accounts-console/components/company/CompanyAdminPanel.tsx';
import { EditCompanyForm } from '../../../features/company-profile/components/edit/EditCompanyForm.tsx';
import { CompanyProfilePage } from '../../../features/company-profile/components/profile/CompanyProfilePage.tsx';
import { ConsoleCompanyDocument } from '../../../gql/admin.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSessionUser } from '../../../lib/session.ts';

/**
 * /admin/companies/:id — the account panel (console) above the profile others see; the panel's
 * edit drawer holds the company-profile form. The profile shows only under a company the panel
 * found, and only to admins who may view profiles: a host or consortium member opening a
 * company out of reach sees one "not found", not two empty states stacked.
 */
export function AdminCompanyPage() {
  const { id = '' } = useParams();
  const mayViewProfile = canViewProfile(roleOf(useSessionUser()));
  // The panel runs the same query; Apollo answers both from one request.
  const { data } = useQuery(ConsoleCompanyDocument, { variables: { id } });
  const company = data?.company;
  usePageTitle(company?.name);
  return (
    <Stack gap="md" maw={1100}>
      <Anchor component={Link} to="/admin/companies" size="sm">
        ← All companies
      </Anchor>
      <CompanyAdminPanel id={id} editForm={EditCompanyForm} />
      {company && mayViewProfile && <CompanyProfilePage id={id} />}
    </Stack>
  );
}
