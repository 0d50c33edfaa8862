import { useQuery } from '@apollo/client/react';
import { Alert, Stack, Title } from '@mantine/core';
import { DEFAULT_PENDING_PAIRING_LIMIT } from '@matchday/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import {
  EventCorporatesDocument,
  EventNeedsDocument,
  PairingRequestsDocument,
} from '../../../../gql/startup.ts';
import { selectionClosedReason } from '../../lib/words.ts';
import { EventFrame, LoadingList, type FrameEvent } from '../shared/EventFrame.tsx';
import { RequestCard } from '../shared/RequestCard.tsx';
import { PairingForm } from './PairingForm.tsx';

const ORDER = { PENDING: 0, ACCEPTED: 1, DECLINED: 2, EXPIRED: 3 } as const;

function Requests(props: { event: FrameEvent; profilePath: (id: string) => string }) {
  const e = props.event;
  const [params] = useSearchParams();
  const approved = e.myAttendance?.state === 'APPROVED';
  const vars = { variables: { eventId: e.id }, skip: !approved };
  const requests = useQuery(PairingRequestsDocument, vars);
  const corporates = useQuery(EventCorporatesDocument, vars);
  const needs = useQuery(EventNeedsDocument, vars);
  const [notice, setNotice] = useState<string | null>(null);
  if (!approved) {
    return (
      <EmptyState title="Requests are for approved participants">
        Once the organisers approve your place at this event, you can ask its corporates for a
        meeting here.
      </EmptyState>
    );
  }
  const waiting = [requests, corporates, needs].some((q) => !q.data && q.loading);
  if (waiting) {
    return <LoadingList label="Loading your requests" rows={2} />;
  }
  const failed = (!requests.data && requests.error) || (!corporates.data && corporates.error);
  if (failed) {
    return (
      <Alert color="red" variant="light" role="alert" title="Your requests could not be loaded">
        {failed.message}
      </Alert>
    );
  }
  const list = [...(requests.data?.pairingRequests ?? [])].sort(
    (a, b) => ORDER[a.state] - ORDER[b.state],
  );
  const pendingWith = list
    .filter((r) => r.state === 'PENDING')
    .map((r) => r.corporate?.id)
    .filter((id): id is string => !!id);
  const closed = selectionClosedReason(e);
  return (
    <Stack gap="lg">
      {notice && (
        <Alert
          color="green"
          variant="light"
          role="status"
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      )}
      <PairingForm
        eventId={e.id}
        corporates={corporates.data?.eventCorporates ?? []}
        needs={(needs.data?.needs ?? []).map((n) => ({
          id: n.id,
          title: n.title,
          corporateId: n.corporate?.id ?? null,
        }))}
        pendingWith={pendingWith}
        limit={DEFAULT_PENDING_PAIRING_LIMIT}
        closedReason={closed?.closed === 'after' ? closed.text : null}
        initial={{ corporateId: params.get('corporate'), needId: params.get('need') }}
        onSent={setNotice}
      />
      <section aria-labelledby="sent-title">
        <Title order={2} size="h4" mb="sm" id="sent-title">
          Your requests ({list.length})
        </Title>
        {list.length ? (
          <Stack gap="md" role="list" aria-labelledby="sent-title">
            {list.map((r) => (
              <div role="listitem" key={r.id}>
                <RequestCard
                  request={r}
                  party="corporate"
                  timezone={e.timezone}
                  profilePath={props.profilePath}
                />
              </div>
            ))}
          </Stack>
        ) : (
          <EmptyState title="No requests sent yet">
            Ask a corporate you want to meet: pick it above, optionally one of its needs, and write
            why. You can have up to {DEFAULT_PENDING_PAIRING_LIMIT} requests waiting at a time.
          </EmptyState>
        )}
      </section>
    </Stack>
  );
}

/** `/startup/events/:id/requests` (the `pairing-request-update` mail links here). */
export function StartupRequestsPage(props: { profilePath: (id: string) => string }) {
  return (
    <EventFrame
      title="Pairing requests"
      description="Not suggested to a corporate you want to meet? Ask it directly. Requests not answered expire when the selection closes."
    >
      {(event) => <Requests event={event} profilePath={props.profilePath} />}
    </EventFrame>
  );
}
