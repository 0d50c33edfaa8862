import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Group } from '@mantine/core';
import { DIRECTORY_PAGE_SIZE, roleOf } from '@matchday/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ListFooter } from '../../../components/list/ListFooter.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { CompanyDirectoryDocument } from '../../../gql/startup.ts';
import { defineMessages, useT } from '../../../lib/messages.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { activeFilterCount, directoryVariables, type FilterKey } from '../directory-params.ts';
import { directoryScope, type DirectoryScope } from '../directory-scope.ts';
import { DirectoryCard } from './DirectoryCard.tsx';
import { DirectoryFilters } from './DirectoryFilters.tsx';

const m = defineMessages({
  introCorporates: {
    id: 'directory.intro.corporates',
    defaultMessage:
      'Corporates and public bodies of the programme. Find the ones working in your field and open their profile.',
  },
  introStartups: {
    id: 'directory.intro.startups',
    defaultMessage:
      'Startups of the programme. Search by what they do, filter by industry, stage or country, and open a profile.',
  },
  introCompanies: {
    id: 'directory.intro.companies',
    defaultMessage: 'The startups and corporates whose profiles you may open.',
  },
  title: { id: 'directory.title', defaultMessage: 'Directory' },
  loading: { id: 'directory.loading', defaultMessage: 'Loading the directory' },
  notForRole: {
    id: 'directory.notForRole',
    defaultMessage: 'The directory is not available to your role',
  },
  notForRoleText: {
    id: 'directory.notForRole.text',
    defaultMessage:
      'Event hosts work with the attendees of their events; company profiles are not shown to them.',
  },
  failed: { id: 'directory.failed', defaultMessage: 'The directory could not be loaded' },
  noMatch: {
    id: 'directory.noMatch',
    defaultMessage:
      '{noun, select, corporates {No corporates match your search} startups {No startups match your search} other {No companies match your search}}',
  },
  clear: { id: 'directory.clear', defaultMessage: 'Clear search and filters' },
  tryFewer: {
    id: 'directory.tryFewer',
    defaultMessage: 'Try fewer words, another spelling or fewer filters.',
  },
  noneYet: {
    id: 'directory.noneYet',
    defaultMessage:
      '{noun, select, corporates {No corporates to show yet} startups {No startups to show yet} other {No companies to show yet}}',
  },
  noneCorporates: {
    id: 'directory.noneYet.corporates',
    defaultMessage: 'Corporates appear here once the programme has activated their accounts.',
  },
  noneCompanies: {
    id: 'directory.noneYet.companies',
    defaultMessage:
      'Companies appear here once they are active in the programme and shared with you.',
  },
  listLabel: {
    id: 'directory.listLabel',
    defaultMessage:
      '{noun, select, corporates {Directory of corporates} startups {Directory of startups} other {Directory of companies}}',
  },
  total: {
    id: 'directory.total',
    defaultMessage:
      '{total, plural, =0 {{noun, select, corporates {No corporates} startups {No startups} other {No companies}}} other {{from}–{to} of # {noun, select, corporates {{total, plural, one {corporate} other {corporates}}} startups {{total, plural, one {startup} other {startups}}} other {{total, plural, one {company} other {companies}}}}}}',
  },
});

const INTRO = {
  corporates: m.introCorporates,
  startups: m.introStartups,
  companies: m.introCompanies,
} as const;

function LoadingCards() {
  const t = useT();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      aria-busy="true"
      role="status"
      aria-label={t(m.loading)}
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
  const t = useT();
  const scope = directoryScope(roleOf(user));
  if (!scope) {
    return <EmptyState title={t(m.notForRole)}>{t(m.notForRoleText)}</EmptyState>;
  }
  return <Directory scope={scope} profilePath={props.profilePath} />;
}

function Directory(props: { scope: DirectoryScope; profilePath: (id: string) => string }) {
  const { scope } = props;
  const t = useT();
  const noun = scope.noun;
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
      <PageHeader title={t(m.title)} description={t(INTRO[scope.noun])} />
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
        <Alert color="red" variant="light" role="alert" title={t(m.failed)}>
          {error.message}
        </Alert>
      )}
      {!page && loading ? (
        <LoadingCards />
      ) : page && page.total === 0 ? (
        narrowed ? (
          <EmptyState
            title={t(m.noMatch, { noun })}
            action={
              <Button variant="light" onClick={clear}>
                {t(m.clear)}
              </Button>
            }
          >
            {t(m.tryFewer)}
          </EmptyState>
        ) : (
          <EmptyState title={t(m.noneYet, { noun })}>
            {t(noun === 'corporates' ? m.noneCorporates : m.noneCompanies)}
          </EmptyState>
        )
      ) : page ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          role="list"
          aria-label={t(m.listLabel, { noun })}
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
          label={(from, to) => t(m.total, { noun, from, to, total: page.total })}
          onPage={toPage}
        />
      )}
    </Stack>
  );
}
