import { AgreementPage } from '../../../features/signing/components/AgreementPage.tsx';
import { VerifyPage } from '../../../features/signing/components/VerifyPage.tsx';
import { Navigate, Route, Routes } from 'react-router';
import { ChangePasswordCard } from '../../../features/auth/components/ChangePasswordCard.tsx';
import { CorporateProfilePage } from '../../../features/company-profile/components/corporate/CorporateProfilePage.tsx';
import { CompanyProfilePage } from '../../../features/company-profile/components/profile/CompanyProfilePage.tsx';
import { DirectoryPage } from '../../../features/directory/components/DirectoryPage.tsx';
import { EventDetailPage } from '../../../features/events/components/participant/EventDetailPage.tsx';
import { EventsPage } from '../../../features/events/components/participant/EventsPage.tsx';
import { FollowUpPage } from '../../../features/followup/components/participant/FollowUpPage.tsx';
import { AgendaPage } from '../../../features/meetings/components/participant/AgendaPage.tsx';
import { CalendarFeedCard } from '../../../features/meetings/components/participant/CalendarFeedCard.tsx';
import { CorporateNeedsPage } from '../../../features/matchmaking/components/corporate/CorporateNeedsPage.tsx';
import { CorporateRequestsPage } from '../../../features/matchmaking/components/corporate/CorporateRequestsPage.tsx';
import { CorporateSuggestionsPage } from '../../../features/matchmaking/components/corporate/CorporateSuggestionsPage.tsx';
import { SettingsPage } from '../../../features/settings/components/SettingsPage.tsx';
import { ContactPersonCard } from '../../../features/team/components/ContactPersonCard.tsx';
import { TeamPage } from '../../../features/team/components/TeamPage.tsx';
import { MessageButton } from '../../../features/conversations/components/MessageButton.tsx';
import { MessagesPage } from '../../../features/conversations/components/MessagesPage.tsx';
import { UnreadMessagesBadge } from '../../../features/conversations/components/UnreadMessagesBadge.tsx';
import { ResourcesPage } from '../../../features/resources/components/participant/ResourcesPage.tsx';
import { NotificationsPage } from '../../../features/notifications/components/NotificationsPage.tsx';
import { ResultsPage } from '../../../features/reports/components/ResultsPage.tsx';
import { GrantApplicationPage } from '../../../features/grants/components/GrantApplicationPage.tsx';
import { GrantsListPage } from '../../../features/grants/components/GrantsListPage.tsx';
import { HomePage } from '../../../features/home/components/HomePage.tsx';
import { LiveNowCard } from '../../../features/meetings/components/live/LiveNowCard.tsx';
import { NowNextPage } from '../../../features/meetings/components/live/NowNextPage.tsx';
import { kindLabel } from '../../../lib/company-words.ts';
import { MessageActionContext } from '../../../lib/message-action.ts';
import { useT } from '../../../lib/messages.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { AreaShell } from '../AreaShell.tsx';
import { EventSectionNav } from '../EventSectionNav.tsx';
import { RequireViewer } from '../RequireViewer.tsx';
import { LanguageCard } from '../../../features/language/components/LanguageCard.tsx';

const NAV = [
  { path: '/corporate', label: 'Overview' },
  { path: '/corporate/events', label: 'Events' },
  { path: '/corporate/messages', label: 'Messages', badge: <UnreadMessagesBadge /> },
  { path: '/corporate/directory', label: 'Directory' },
  { path: '/corporate/resources', label: 'Resources' },
  { path: '/corporate/profile', label: 'Organisation profile' },
  { path: '/corporate/results', label: 'Our results' },
  { path: '/corporate/team', label: 'Team' },
  { path: '/corporate/settings', label: 'Settings' },
];

/** Only companies with hasAccessInnovationGrants have a grants area (SPEC §6). */
const GRANTS = { path: '/corporate/grants', label: 'Grants' };
const withGrants = (nav: typeof NAV, grants: boolean | undefined) =>
  grants ? [...nav.slice(0, 5), GRANTS, ...nav.slice(5)] : nav;

/** The event page and its matchmaking pages (the server's mails link to these paths). */
const EVENT_SECTIONS = [
  { path: '', label: 'Event' },
  { path: 'needs', label: 'My needs' },
  { path: 'suggestions', label: 'Suggestions' },
  { path: 'requests', label: 'Requests' },
  { path: 'agenda', label: 'Agenda' },
  { path: 'now', label: 'Now / next' },
  { path: 'feedback', label: 'Follow-up' },
];
const profilePath = (id: string) => `/corporate/companies/${id}`;
/** "Message" beside a meeting: opens the conversation with the other company. */
const messageAction = (counterpart: { id: string; name: string }, eventId: string) => (
  <MessageButton
    companyId={counterpart.id}
    companyName={counterpart.name}
    eventId={eventId}
    messagesPath="/corporate/messages"
    size="compact-sm"
  />
);

export default function CorporateArea() {
  const user = useSessionUser();
  const t = useT();
  return (
    <RequireViewer allow={(u) => !u.admin && u.type === 'corp'}>
      <AreaShell
        title={kindLabel(t, 'corp')}
        nav={withGrants(NAV, user?.hasAccessInnovationGrants)}
      >
        <MessageActionContext.Provider value={messageAction}>
          <Routes>
            <Route
              index
              element={
                <HomePage
                  role="corp"
                  basePath="/corporate"
                  profilePath={profilePath}
                  live={<LiveNowCard basePath="/corporate/events" profilePath={profilePath} />}
                />
              }
            />
            <Route
              path="profile"
              element={
                <CorporateProfilePage
                  previewPath={(id) => `/corporate/companies/${id}`}
                  aside={<ContactPersonCard teamPath="/corporate/team" />}
                />
              }
            />
            <Route path="companies/:id" element={<CompanyProfilePage />} />
            <Route path="directory" element={<DirectoryPage profilePath={profilePath} />} />
            <Route
              path="events"
              element={<EventsPage role="corp" basePath="/corporate/events" />}
            />
            <Route
              path="events/:id"
              element={<EventSectionNav basePath="/corporate/events" sections={EVENT_SECTIONS} />}
            >
              <Route index element={<EventDetailPage role="corp" basePath="/corporate/events" />} />
              <Route path="needs" element={<CorporateNeedsPage basePath="/corporate/events" />} />
              <Route
                path="suggestions"
                element={
                  <CorporateSuggestionsPage
                    basePath="/corporate/events"
                    profilePath={profilePath}
                  />
                }
              />
              <Route
                path="requests"
                element={<CorporateRequestsPage profilePath={profilePath} />}
              />
              <Route
                path="agenda"
                element={
                  <AgendaPage role="corp" profilePath={profilePath} messageAction={messageAction} />
                }
              />
              <Route
                path="now"
                element={<NowNextPage basePath="/corporate/events" profilePath={profilePath} />}
              />
              <Route path="feedback" element={<FollowUpPage role="corp" />} />
            </Route>
            <Route path="results" element={<ResultsPage side="corporate" />} />
            <Route path="team" element={<TeamPage />} />
            <Route path="resources" element={<ResourcesPage />} />
            <Route path="messages" element={<MessagesPage basePath="/corporate/messages" />} />
            <Route path="messages/:id" element={<MessagesPage basePath="/corporate/messages" />} />
            <Route path="notifications" element={<NotificationsPage />} />
            <Route
              path="settings"
              element={
                <SettingsPage language={<LanguageCard />}>
                  <ChangePasswordCard />
                  <CalendarFeedCard />
                </SettingsPage>
              }
            />
            {user?.hasAccessInnovationGrants && (
              <>
                <Route
                  path="grants"
                  element={<GrantsListPage side="corporate" basePath="/corporate/grants" />}
                />
                <Route
                  path="grants/:id"
                  element={<GrantApplicationPage side="corporate" basePath="/corporate/grants" />}
                />
              </>
            )}
            <Route path="grants/verify" element={<VerifyPage />} />
            <Route
              path="grants/:id/agreement"
              element={
                <AgreementPage
                  scope="party"
                  back="/corporate/grants"
                  verify="/corporate/grants/verify"
                />
              }
            />
            <Route path="*" element={<Navigate to="/notfound" replace />} />
          </Routes>
        </MessageActionContext.Provider>
      </AreaShell>
    </RequireViewer>
  );
}
