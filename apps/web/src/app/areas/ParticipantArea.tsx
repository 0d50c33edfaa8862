import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AgreementPage } from '../../features/signing/components/AgreementPage.tsx';
import { VerifyPage } from '../../features/signing/components/VerifyPage.tsx';
import { ChangePasswordCard } from '../../features/auth/components/ChangePasswordCard.tsx';
import { CompanyProfilePage } from '../../features/company-profile/components/profile/CompanyProfilePage.tsx';
import { DirectoryPage } from '../../features/directory/components/DirectoryPage.tsx';
import { EventDetailPage } from '../../features/events/components/participant/EventDetailPage.tsx';
import { EventsPage } from '../../features/events/components/participant/EventsPage.tsx';
import { FollowUpPage } from '../../features/followup/components/participant/FollowUpPage.tsx';
import { AgendaPage } from '../../features/meetings/components/participant/AgendaPage.tsx';
import { CalendarFeedCard } from '../../features/meetings/components/participant/CalendarFeedCard.tsx';
import { SettingsPage } from '../../features/settings/components/SettingsPage.tsx';
import { TeamPage } from '../../features/team/components/TeamPage.tsx';
import { MessageButton } from '../../features/conversations/components/MessageButton.tsx';
import { MessagesPage } from '../../features/conversations/components/MessagesPage.tsx';
import { MessageDigestsCard } from '../../features/conversations/components/MessageDigestsCard.tsx';
import { UnreadMessagesBadge } from '../../features/conversations/components/UnreadMessagesBadge.tsx';
import { ResourcesPage } from '../../features/resources/components/participant/ResourcesPage.tsx';
import { NotificationsPage } from '../../features/notifications/components/NotificationsPage.tsx';
import { ResultsPage } from '../../features/reports/components/ResultsPage.tsx';
import { GrantApplicationPage } from '../../features/grants/components/GrantApplicationPage.tsx';
import { GrantsListPage } from '../../features/grants/components/GrantsListPage.tsx';
import { HomePage } from '../../features/home/components/HomePage.tsx';
import { LanguageCard } from '../../features/language/components/LanguageCard.tsx';
import { LiveNowCard } from '../../features/meetings/components/live/LiveNowCard.tsx';
import { NowNextPage } from '../../features/meetings/components/live/NowNextPage.tsx';
import { kindLabel } from '../../lib/company-words.ts';
import { MessageActionContext } from '../../lib/message-action.ts';
import { useT } from '../../lib/messages.ts';
import { BookActionContext } from '../../lib/book-action.ts';
import { BookMeetingButton } from '../../features/meetings/components/booking/BookMeetingButton.tsx';
import { eventAttendeesRoute } from './event-attendees-route.tsx';
import { useSessionUser } from '../../lib/session.ts';
import { AreaShell } from './AreaShell.tsx';
import { EventSectionNav } from './EventSectionNav.tsx';
import { RequireViewer } from './RequireViewer.tsx';

/**
 * The startup and corporate areas: one shape, told apart by what differs — the base path, the
 * profile page, the event's matchmaking pages, and (for startups) the onboarding route. Every
 * other page, the navigation, the "Message" action and the event's section bar are the same.
 */
export type ParticipantSide = {
  type: 'startup' | 'corp';
  base: '/startup' | '/corporate';
  profileLabel: string;
  /** The event's own matchmaking sections, between "Event" and "Agenda". */
  matchmaking: { path: string; label: string; element: ReactNode }[];
  /** The company's own profile page (`profile`). */
  profile: ReactNode;
  /** Routes only this side has (e.g. the startup's onboarding). */
  extraRoutes?: ReactNode;
  /** The navigation while the area is not yet open (a startup's first step). */
  nav?: { path: string; label: string }[];
};

const navOf = (side: ParticipantSide, grants: boolean | undefined) => {
  const b = side.base;
  const nav = [
    { path: b, label: 'Overview' },
    { path: `${b}/events`, label: 'Events' },
    { path: `${b}/messages`, label: 'Messages', badge: <UnreadMessagesBadge /> },
    { path: `${b}/directory`, label: 'Directory' },
    { path: `${b}/resources`, label: 'Resources' },
    { path: `${b}/profile`, label: side.profileLabel },
    { path: `${b}/results`, label: 'Our results' },
    { path: `${b}/team`, label: 'Team' },
    { path: `${b}/settings`, label: 'Settings' },
  ];
  // Only companies with hasAccessInnovationGrants have a grants area (SPEC §6).
  return grants
    ? [...nav.slice(0, 5), { path: `${b}/grants`, label: 'Grants' }, ...nav.slice(5)]
    : nav;
};

export function ParticipantArea({ side }: { side: ParticipantSide }) {
  const user = useSessionUser();
  const t = useT();
  const { base, type } = side;
  const events = `${base}/events`;
  const grants = `${base}/grants`;
  const results = type === 'corp' ? 'corporate' : 'startup';
  const profilePath = (id: string) => `${base}/companies/${id}`;
  /** "Message" beside a meeting: opens the conversation with the other company. */
  const messageAction = (counterpart: { id: string; name: string }, eventId: string) => (
    <MessageButton
      companyId={counterpart.id}
      companyName={counterpart.name}
      eventId={eventId}
      messagesPath={`${base}/messages`}
      size="compact-sm"
    />
  );
  const bookAction = (counterpart: { id: string; name: string }, eventId: string) => (
    <BookMeetingButton eventId={eventId} counterpart={counterpart} />
  );
  /** Beside a counterpart (suggestion, selection, request): "Message" and "Book a meeting". */
  const counterpartActions = (counterpart: { id: string; name: string }, eventId: string) => (
    <>
      {messageAction(counterpart, eventId)}
      {bookAction(counterpart, eventId)}
    </>
  );
  // The event page and its sections (the server's mails link to these paths).
  const sections = [
    { path: '', label: 'Event' },
    ...side.matchmaking.map(({ path, label }) => ({ path, label })),
    { path: 'agenda', label: 'Agenda' },
    { path: 'attendees', label: 'Attendees' },
    { path: 'now', label: 'Now / next' },
    { path: 'feedback', label: 'Follow-up' },
  ];
  return (
    <RequireViewer allow={(u) => !u.admin && u.type === type}>
      <AreaShell
        title={kindLabel(t, type)}
        nav={side.nav ?? navOf(side, user?.hasAccessInnovationGrants)}
      >
        <MessageActionContext.Provider value={counterpartActions}>
          <BookActionContext.Provider value={bookAction}>
            <Routes>
              <Route
                index
                element={
                  <HomePage
                    role={type}
                    basePath={base}
                    profilePath={profilePath}
                    live={<LiveNowCard basePath={events} profilePath={profilePath} />}
                  />
                }
              />
              {side.extraRoutes}
              <Route path="events" element={<EventsPage role={type} basePath={events} />} />
              <Route
                path="events/:id"
                element={<EventSectionNav basePath={events} sections={sections} />}
              >
                <Route index element={<EventDetailPage role={type} basePath={events} />} />
                {side.matchmaking.map(({ path, element }) => (
                  <Route key={path} path={path} element={element} />
                ))}
                <Route
                  path="agenda"
                  element={
                    <AgendaPage
                      role={type}
                      profilePath={profilePath}
                      messageAction={messageAction}
                    />
                  }
                />
                {eventAttendeesRoute(profilePath)}
                <Route
                  path="now"
                  element={<NowNextPage basePath={events} profilePath={profilePath} />}
                />
                <Route path="feedback" element={<FollowUpPage role={type} />} />
              </Route>
              <Route path="profile" element={side.profile} />
              <Route path="companies/:id" element={<CompanyProfilePage />} />
              <Route path="directory" element={<DirectoryPage profilePath={profilePath} />} />
              <Route path="results" element={<ResultsPage side={results} />} />
              <Route path="team" element={<TeamPage />} />
              <Route path="resources" element={<ResourcesPage />} />
              <Route path="messages" element={<MessagesPage basePath={`${base}/messages`} />} />
              <Route path="messages/:id" element={<MessagesPage basePath={`${base}/messages`} />} />
              <Route path="notifications" element={<NotificationsPage />} />
              <Route
                path="settings"
                element={
                  <SettingsPage language={<LanguageCard />}>
                    <ChangePasswordCard />
                    <CalendarFeedCard />
                    <MessageDigestsCard />
                  </SettingsPage>
                }
              />
              {user?.hasAccessInnovationGrants && (
                <>
                  <Route
                    path="grants"
                    element={<GrantsListPage side={results} basePath={grants} />}
                  />
                  <Route
                    path="grants/:id"
                    element={<GrantApplicationPage side={results} basePath={grants} />}
                  />
                </>
              )}
              <Route path="grants/verify" element={<VerifyPage />} />
              <Route
                path="grants/:id/agreement"
                element={<AgreementPage scope="party" back={grants} verify={`${grants}/verify`} />}
              />
              <Route path="*" element={<Navigate to="/notfound" replace />} />
            </Routes>
          </BookActionContext.Provider>
        </MessageActionContext.Provider>
      </AreaShell>
    </RequireViewer>
  );
}
