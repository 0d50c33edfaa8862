import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { AgreementPage } from '../../../features/signing/components/AgreementPage.tsx';
import { VerifyPage } from '../../../features/signing/components/VerifyPage.tsx';
import { ChangePasswordCard } from '../../../features/auth/components/ChangePasswordCard.tsx';
import { EventDetailPage } from '../../../features/events/components/participant/EventDetailPage.tsx';
import { EventsPage } from '../../../features/events/components/participant/EventsPage.tsx';
import { FollowUpPage } from '../../../features/followup/components/participant/FollowUpPage.tsx';
import { AgendaPage } from '../../../features/meetings/components/participant/AgendaPage.tsx';
import { CalendarFeedCard } from '../../../features/meetings/components/participant/CalendarFeedCard.tsx';
import { OnboardingWizard } from '../../../features/company-profile/components/onboarding/OnboardingWizard.tsx';
import { CompanyProfilePage } from '../../../features/company-profile/components/profile/CompanyProfilePage.tsx';
import { DirectoryPage } from '../../../features/directory/components/DirectoryPage.tsx';
import { OwnProfilePage } from '../../../features/company-profile/components/profile/OwnProfilePage.tsx';
import { StartupNeedsPage } from '../../../features/matchmaking/components/startup/StartupNeedsPage.tsx';
import { StartupRequestsPage } from '../../../features/matchmaking/components/startup/StartupRequestsPage.tsx';
import { StartupSelectionsPage } from '../../../features/matchmaking/components/startup/StartupSelectionsPage.tsx';
import { SettingsPage } from '../../../features/settings/components/SettingsPage.tsx';
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
import { FirstStepScreen } from '../../../features/auth/components/FirstStepScreen.tsx';
import {
  FIRST_STEP_PATH,
  firstStepDone,
  firstStepFor,
  firstStepTarget,
} from '../../../features/auth/first-step.ts';
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
  { path: '/startup', label: 'Overview' },
  { path: '/startup/events', label: 'Events' },
  { path: '/startup/messages', label: 'Messages', badge: <UnreadMessagesBadge /> },
  { path: '/startup/directory', label: 'Directory' },
  { path: '/startup/resources', label: 'Resources' },
  { path: '/startup/profile', label: 'Company profile' },
  { path: '/startup/results', label: 'Our results' },
  { path: '/startup/team', label: 'Team' },
  { path: '/startup/settings', label: 'Settings' },
];
/** Only companies with hasAccessInnovationGrants have a grants area (SPEC §6). */
const GRANTS = { path: '/startup/grants', label: 'Grants' };
const withGrants = (nav: typeof NAV, grants: boolean | undefined) =>
  grants ? [...nav.slice(0, 5), GRANTS, ...nav.slice(5)] : nav;

/** The event page and its matchmaking pages (the server's mails link to these paths). */
const EVENT_SECTIONS = [
  { path: '', label: 'Event' },
  { path: 'needs', label: 'Needs' },
  { path: 'selections', label: 'Selections' },
  { path: 'requests', label: 'Requests' },
  { path: 'agenda', label: 'Agenda' },
  { path: 'now', label: 'Now / next' },
  { path: 'feedback', label: 'Follow-up' },
];
const profilePath = (id: string) => `/startup/companies/${id}`;
/** "Message" beside a meeting: opens the conversation with the other company. */
const messageAction = (counterpart: { id: string; name: string }, eventId: string) => (
  <MessageButton
    companyId={counterpart.id}
    companyName={counterpart.name}
    eventId={eventId}
    messagesPath="/startup/messages"
    size="compact-sm"
  />
);
const ONBOARDING_NAV = [
  { path: '/startup/onboarding', label: 'Set up your profile' },
  { path: '/startup/settings', label: 'Settings' },
];
/** Pages a startup person may open before the first step (name and terms) is done. */
const BEFORE_ONBOARDING = ['/startup/onboarding', '/startup/settings', '/startup/notifications'];

/**
 * The wizard, or, for a person who came through a mailed link (`?next=`) and is not onboarded,
 * the short first step that leads straight to the link's target.
 */
function Onboarding() {
  const navigate = useNavigate();
  const user = useSessionUser();
  const target = firstStepTarget(useLocation().search);
  if (target && !user?.onboarded) return <FirstStepScreen target={target} />;
  return <OnboardingWizard onDone={() => navigate('/startup/profile', { replace: true })} />;
}

export default function StartupArea() {
  const user = useSessionUser();
  const t = useT();
  const { pathname, search } = useLocation();
  const onboarding = !!user && !user.admin && user.type === 'startup' && !user.onboarded;
  // Until the first step is done every page leads to it; a mailed link's page is kept as the
  // target. After it, the profile waits on the overview rather than blocking the area.
  const blocked = onboarding && !firstStepDone(user);
  const path = pathname.replace(/\/$/, '');
  if (blocked && !BEFORE_ONBOARDING.includes(path)) {
    return (
      <Navigate
        to={path === '/startup' ? FIRST_STEP_PATH : firstStepFor(pathname + search)}
        replace
      />
    );
  }
  return (
    <RequireViewer allow={(u) => !u.admin && u.type === 'startup'}>
      <AreaShell
        title={kindLabel(t, 'startup')}
        nav={blocked ? ONBOARDING_NAV : withGrants(NAV, user?.hasAccessInnovationGrants)}
      >
        <MessageActionContext.Provider value={messageAction}>
          <Routes>
            <Route
              index
              element={
                <HomePage
                  role="startup"
                  basePath="/startup"
                  profilePath={profilePath}
                  live={<LiveNowCard basePath="/startup/events" profilePath={profilePath} />}
                />
              }
            />
            <Route path="onboarding" element={<Onboarding />} />
            <Route
              path="events"
              element={<EventsPage role="startup" basePath="/startup/events" />}
            />
            <Route
              path="events/:id"
              element={<EventSectionNav basePath="/startup/events" sections={EVENT_SECTIONS} />}
            >
              <Route
                index
                element={<EventDetailPage role="startup" basePath="/startup/events" />}
              />
              <Route path="needs" element={<StartupNeedsPage basePath="/startup/events" />} />
              <Route
                path="selections"
                element={<StartupSelectionsPage profilePath={profilePath} />}
              />
              <Route path="requests" element={<StartupRequestsPage profilePath={profilePath} />} />
              <Route
                path="agenda"
                element={
                  <AgendaPage
                    role="startup"
                    profilePath={profilePath}
                    messageAction={messageAction}
                  />
                }
              />
              <Route
                path="now"
                element={<NowNextPage basePath="/startup/events" profilePath={profilePath} />}
              />
              <Route path="feedback" element={<FollowUpPage role="startup" />} />
            </Route>
            <Route path="profile" element={<OwnProfilePage editPath="/startup/onboarding" />} />
            <Route path="companies/:id" element={<CompanyProfilePage />} />
            <Route path="directory" element={<DirectoryPage profilePath={profilePath} />} />
            <Route path="results" element={<ResultsPage side="startup" />} />
            <Route path="team" element={<TeamPage />} />
            <Route path="resources" element={<ResourcesPage />} />
            <Route path="messages" element={<MessagesPage basePath="/startup/messages" />} />
            <Route path="messages/:id" element={<MessagesPage basePath="/startup/messages" />} />
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
                  element={<GrantsListPage side="startup" basePath="/startup/grants" />}
                />
                <Route
                  path="grants/:id"
                  element={<GrantApplicationPage side="startup" basePath="/startup/grants" />}
                />
              </>
            )}
            <Route path="grants/verify" element={<VerifyPage />} />
            <Route
              path="grants/:id/agreement"
              element={
                <AgreementPage
                  scope="party"
                  back="/startup/grants"
                  verify="/startup/grants/verify"
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
