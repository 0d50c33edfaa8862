import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Group } from '@mantine/core';
import { DIRECTORY_PAGE_SIZE, roleOf } from '@matchday/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ListFooter } from '../../../components/list/ListFooter.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { CompanyDirectoryDocument } from '../../../gql/startup.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { activeFilterCount, directoryVariables, type FilterKey } from '../directory-params.ts';
import { directoryScope, type DirectoryScope } from '../directory-scope.ts';
import { DirectoryCard } from './DirectoryCard.tsx';
import { DirectoryFilters } from './DirectoryFilters.tsx';

const INTRO: Record<DirectoryScope['noun'], string> = {
  corporates:
    'Corporates and public bodies of the programme. Find the ones working in your field and open their profile.',
  startups:
    'Startups of the programme. Search by what they do, filter by industry, stage or country, and open a profile.',
  companies: 'The startups and corporates whose profiles you may open.',
};
const NOUN: Record<DirectoryScope['noun'], [string, string]> = {
  corporates: ['corporate', 'corporates'],
  startups: ['startup', 'startups'],
  companies: ['company', 'companies'],
};

function LoadingCards() {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      aria-busy="true"
      role="status"
      aria-label="Loading the directory"
      data-testid="directory-loading"
    >
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Card key={i} withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Group wrap="nowrap" gap="sm">
              <Skeleton h={52} w={52} radius="md" />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton h={20} w="70%" />
                <Skeleton h={14} w="40%" />
              </Stack>
            </Group>
            <Skeleton h={14} w="90%" />
            <Skeleton h={14} w="60%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * `/startup/directory`, `/corporate/directory`, `/admin/directory`: the companies whose profiles
 * the reader may open (SPEC §6, decided by the server), searched and filtered, a page at a time.
 * Each card opens the area's profile page (`profilePath`).
 */
export function DirectoryPage(props: { profilePath: (id: string) => string }) {
  const user = useSessionUser();
  const scope = directoryScope(roleOf(user));
  if (!scope) {
    return (
      <EmptyState title="The directory is not available to your role">
        Event hosts work with the attendees of their events; company profiles are not shown to them.
      </EmptyState>
    );
  }
  return <Directory scope={scope} profilePath={props.profilePath} />;
}

function Directory(props: { scope: DirectoryScope; profilePath: (id: string) => string }) {
  const { scope } = props;
  const list = useListParams();
  const [, setParams] = useSearchParams();
  // A new key empties the search box when everything is cleared.
  const [cleared, setCleared] = useState(0);
  const get = (key: FilterKey) => list.get(key);
  const variables = directoryVariables(get, list.page, scope);
  const { data, previousData, loading, error } = useQuery(CompanyDirectoryDocument, {
    variables,
  });
  const page = (data ?? previousData)?.companyDirectory;
  const filters = activeFilterCount(variables);
  const narrowed = filters > 0 || !!variables.filter.search;
  const clear = () => {
    setParams(new URLSearchParams(), { replace: true });
    setCleared((n) => n + 1);
  };
  const toPage = (p: number) => {
    list.setPage(p);
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title="Directory" description={INTRO[scope.noun]} />
      <Card withBorder radius="md" padding="md">
        <DirectoryFilters
          key={cleared}
          scope={scope}
          get={get}
          set={list.setFilter}
          activeFilters={filters}
          onClear={clear}
        />
      </Card>
      {error && (
        <Alert color="red" variant="light" role="alert" title="The directory could not be loaded">
          {error.message}
        </Alert>
      )}
      {!page && loading ? (
        <LoadingCards />
      ) : page && page.total === 0 ? (
        narrowed ? (
          <EmptyState
            title={`No ${NOUN[scope.noun][1]} match your search`}
            action={
              <Button variant="light" onClick={clear}>
                Clear search and filters
              </Button>
            }
          >
            Try fewer words, another spelling or fewer filters.
          </EmptyState>
        ) : (
          <EmptyState title={`No ${NOUN[scope.noun][1]} to show yet`}>
            {scope.noun === 'corporates'
              ? 'Corporates appear here once the programme has activated their accounts.'
              : 'Companies appear here once they are active in the programme and shared with you.'}
          </EmptyState>
        )
      ) : page ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          role="list"
          aria-label={`Directory of ${NOUN[scope.noun][1]}`}
          aria-busy={loading}
          style={{ opacity: loading ? 0.6 : 1, transition: 'opacity 120ms' }}
        >
          {page.items.map((c) => (
            <div role="listitem" key={c.id}>
              <DirectoryCard company={c} to={props.profilePath(c.id)} />
            </div>
          ))}
        </SimpleGrid>
      ) : null}
      {page && page.total > 0 && (
        <ListFooter
          total={page.total}
          page={list.page}
          pageSize={DIRECTORY_PAGE_SIZE}
          noun={NOUN[scope.noun]}
          onPage={toPage}
        />
      )}
    </Stack>
  );
}
