import { useQuery } from '@apollo/client/react';
import { Alert, Card, Stack } from '@mantine/core';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import {
  CompaniesDocument,
  type ActivityStatus,
  type CompanySortField,
  type UserType,
} from '../../../../gql/admin.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { consolePowers } from '../../powers.ts';
import { ListFooter } from '../../../../components/list/ListFooter.tsx';
import { useListParams } from '../../../../lib/use-list-params.ts';
import { CompaniesTable } from './CompaniesTable.tsx';
import { CompanyFilters } from './CompanyFilters.tsx';
import { SignupCompanyButton } from './SignupCompanyButton.tsx';
import { useT } from '../../../../lib/messages.ts';
import { cm } from '../../console-messages.ts';

const PAGE_SIZE = 20;

/** /admin/companies: the companies in the admin's reach, searched, filtered, sorted, paged. */
export function CompaniesPage(props: { detailPath: (id: string) => string }) {
  const user = useSessionUser();
  const t = useT();
  const powers = consolePowers(user);
  const list = useListParams<CompanySortField>({ field: 'NAME', direction: 'ASC' });
  const grants = list.get('grants');
  const { data, loading, error, previousData } = useQuery(CompaniesDocument, {
    variables: {
      filter: {
        search: list.get('q') || null,
        type: (list.get('type') || null) as UserType | null,
        activityStatus: (list.get('status') || null) as ActivityStatus | null,
        incubator: list.get('incubator') || null,
        country: list.get('country') || null,
        hasAccessInnovationGrants: grants === 'yes' ? true : grants === 'no' ? false : null,
        badgeId: list.get('badge') || null,
      },
      sort: list.sort,
      offset: (list.page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    },
  });
  const page = (data ?? previousData)?.companies;
  const filtered = ['q', 'type', 'status', 'incubator', 'country', 'grants', 'badge'].some((k) =>
    list.get(k),
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={t(cm.companies)}
        description={powers.scopeNote ?? t(cm.companiesText)}
        actions={powers.canSignupCompany && <SignupCompanyButton detailPath={props.detailPath} />}
      />
      <Card withBorder radius="md" padding="md">
        <CompanyFilters
          get={list.get}
          set={list.setFilter}
          showIncubator={powers.listReach !== 'ownIncubator'}
        />
      </Card>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error.message}
        </Alert>
      )}
      {page && page.total === 0 && !loading ? (
        <EmptyState title={filtered ? t(cm.noCompanyMatch) : t(cm.noCompanies)}>
          {filtered
            ? t(cm.tryShorter)
            : powers.listReach === 'hostedEvents'
              ? t(cm.hostedNone)
              : t(cm.appear)}
        </EmptyState>
      ) : (
        <Card withBorder radius="md" padding={0}>
          <CompaniesTable
            rows={page?.items ?? []}
            loading={loading}
            sort={list.sort}
            onSort={list.toggleSort}
            detailPath={props.detailPath}
          />
        </Card>
      )}
      <ListFooter
        total={page?.total ?? 0}
        page={list.page}
        pageSize={PAGE_SIZE}
        noun={cm.companyNoun}
        onPage={list.setPage}
      />
    </Stack>
  );
}
