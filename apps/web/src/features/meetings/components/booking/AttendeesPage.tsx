import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { INDUSTRIES } from '@matchday/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  CompanyDirectoryCountriesDocument,
  EventParticipantsDocument,
  type UserType,
} from '../../../../gql/startup.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { BookMeetingButton } from './BookMeetingButton.tsx';

const PAGE = 12;

const m = defineMessages({
  title: { id: 'attendees.title', defaultMessage: 'Attendees' },
  intro: {
    id: 'attendees.intro',
    defaultMessage:
      'The other approved participants of this event. Open a profile or book a meeting.',
  },
  organiser: {
    id: 'attendees.organiser',
    defaultMessage:
      'Booking is not offered at this event: the organisers schedule its meetings. Your agenda shows them once published.',
  },
  type: { id: 'attendees.filter.type', defaultMessage: 'Type' },
  all: { id: 'attendees.filter.all', defaultMessage: 'All' },
  startups: { id: 'attendees.filter.startups', defaultMessage: 'Startups' },
  corporates: { id: 'attendees.filter.corporates', defaultMessage: 'Corporates' },
  industry: { id: 'attendees.filter.industry', defaultMessage: 'Industry' },
  country: { id: 'attendees.filter.country', defaultMessage: 'Country' },
  any: { id: 'attendees.filter.any', defaultMessage: 'Any' },
  count: {
    id: 'attendees.count',
    defaultMessage: '{count, plural, one {# participant} other {# participants}}',
  },
  empty: { id: 'attendees.empty', defaultMessage: 'No participants match these filters.' },
  failed: { id: 'attendees.failed', defaultMessage: 'The attendee list could not be loaded' },
  loading: { id: 'attendees.loading', defaultMessage: 'Loading the attendee list' },
  startup: { id: 'attendees.kind.startup', defaultMessage: 'Startup' },
  corp: { id: 'attendees.kind.corp', defaultMessage: 'Corporate' },
  profile: { id: 'attendees.profile', defaultMessage: 'Profile' },
});

/**
 * `/<area>/events/:id/attendees`: an event's other approved participants the reader may open
 * (the profile policy), filtered by type, industry and country, paged; each with its profile
 * and, where participants book (PARTICIPANTS, HYBRID) and the kinds differ, "Book a meeting".
 */
export default function AttendeesPage(props: { profilePath: (id: string) => string }) {
  const t = useT();
  const eventId = useParams().id ?? '';
  const own = useSessionUser()?.type;
  const [type, setType] = useState<UserType | null>(null);
  const [industry, setIndustry] = useState<string | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(EventParticipantsDocument, {
    variables: {
      eventId,
      filter: { type, industries: industry ? [industry] : null, country },
      offset: (page - 1) * PAGE,
      limit: PAGE,
    },
  });
  const countries = useQuery(CompanyDirectoryCountriesDocument);
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const list = data?.eventParticipants;
  const mode = data?.event?.booking.schedulingMode;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(m.title)}
      </Title>
      {data?.event && <Text c="dimmed">{t(m.intro)}</Text>}
      {mode === 'ORGANISER' && (
        <Alert variant="light" color="blue" role="status" data-testid="booking-not-offered">
          {t(m.organiser)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t(m.type)}
          value={type ?? ''}
          onChange={filter((v: string | null) => setType((v || null) as UserType | null))}
          data={[
            { value: '', label: t(m.all) },
            { value: 'startup', label: t(m.startups) },
            { value: 'corp', label: t(m.corporates) },
          ]}
          allowDeselect={false}
        />
        <Select
          label={t(m.industry)}
          placeholder={t(m.any)}
          value={industry}
          onChange={filter(setIndustry)}
          data={[...INDUSTRIES]}
          searchable
          clearable
        />
        <Select
          label={t(m.country)}
          placeholder={t(m.any)}
          value={country}
          onChange={filter(setCountry)}
          data={(countries.data?.companyDirectoryCountries ?? []).map((c) => ({
            value: c.code,
            label: c.name,
          }))}
          searchable
          clearable
        />
      </SimpleGrid>
      {error && !data ? (
        <Alert color="red" variant="light" role="alert" title={t(m.failed)}>
          {error.message}
        </Alert>
      ) : loading && !data ? (
        <Skeleton h={200} radius="md" aria-label={t(m.loading)} />
      ) : (
        <>
          <Text size="sm" aria-live="polite">
            {t(m.count, { count: list?.total ?? 0 })}
          </Text>
          {!list?.items.length ? (
            <Text>{t(m.empty)}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="attendees">
              {list.items.map((c) => (
                <Card withBorder padding="md" key={c.id} data-testid="attendee">
                  <Stack gap={6} h="100%">
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Anchor component={Link} to={props.profilePath(c.id)} fw={600}>
                        {c.name}
                      </Anchor>
                      <Badge variant="light" style={{ flexShrink: 0 }}>
                        {t(c.type === 'corp' ? m.corp : m.startup)}
                      </Badge>
                    </Group>
                    {c.pitchShort && (
                      <Text size="sm" lineClamp={2}>
                        {c.pitchShort}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {[
                        c.industries.slice(0, 3).join(', '),
                        [c.city, c.countryName].filter(Boolean).join(', '),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                    <Group gap="xs" mt="auto">
                      <Anchor component={Link} to={props.profilePath(c.id)} size="sm">
                        {t(m.profile)}
                      </Anchor>
                      {c.type !== own && <BookMeetingButton eventId={eventId} counterpart={c} />}
                    </Group>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
          {(list?.total ?? 0) > PAGE && (
            <Pagination
              total={Math.ceil((list?.total ?? 0) / PAGE)}
              value={page}
              onChange={setPage}
              aria-label={t(m.title)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
