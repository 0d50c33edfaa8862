import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Route } from 'react-router';

/** The attendee list loads with its own chunk, on first open. */
const AttendeesPage = lazy(
  () => import('../../features/meetings/components/booking/AttendeesPage.tsx'),
);

/**
 * `events/:id/attendees` of the startup and corporate areas (one shape for both): an event's
 * other approved participants, with "Book a meeting" where participants book.
 */
export function eventAttendeesRoute(profilePath: (id: string) => string) {
  return (
    <Route
      path="attendees"
      element={
        <Suspense fallback={<Skeleton h={240} radius="md" />}>
          <AttendeesPage profilePath={profilePath} />
        </Suspense>
      }
    />
  );
}
