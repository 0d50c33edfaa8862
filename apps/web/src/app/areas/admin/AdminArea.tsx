import { EventMessagesTab } from '../../../features/conversations/components/organiser/EventMessagesTab.tsx';
import { Stack } from '@mantine/core';
import { can, canViewProfile, roleOf } from '@matchday/shared';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { AgreementPage } from '../../../features/signing/components/AgreementPage.tsx';
import { VerifyPage } from '../../../features/signing/components/VerifyPage.tsx';
import { ChangePasswordCard } from '../../../features/auth/components/ChangePasswordCard.tsx';
import { AdminsPage } from '../../../features/accounts-console/components/admins/AdminsPage.tsx';
import { BadgesPage } from '../../../features/accounts-console/components/badges/BadgesPage.tsx';
import { CompaniesPage } from '../../../features/accounts-console/components/companies/CompaniesPage.tsx';
import { DirectoryPage } from '../../../features/directory/components/DirectoryPage.tsx';
import { UsersPage } from '../../../features/accounts-console/components/users/UsersPage.tsx';
import { FollowUpTab } from '../../../features/followup/components/admin/FollowUpTab.tsx';
import {
  EventPage,
  type EventRoomTab,
} from '../../../features/events/components/admin/event/EventPage.tsx';
import {
  EditEventPage,
  NewEventPage,
} from '../../../features/events/components/admin/form/EventFormPages.tsx';
import { EventsListPage } from '../../../features/events/components/admin/list/EventsListPage.tsx';
import { OutboxPage } from '../../../features/mail/components/OutboxPage.tsx';
import { IntegrationsPage } from '../../../features/integrations/components/IntegrationsPage.tsx';
import { ResourcesAdminPage } from '../../../features/resources/components/admin/ResourcesAdminPage.tsx';
import {
  EditResourcePage,
  NewResourcePage,
} from '../../../features/resources/components/admin/ResourceFormPage.tsx';
import { MatchesTab } from '../../../features/matchmaking/components/admin/MatchesTab.tsx';
import { NeedsTab } from '../../../features/matchmaking/components/admin/NeedsTab.tsx';
import { CheckInTab } from '../../../features/meetings/components/admin/CheckInTab.tsx';
import { ScheduleTab } from '../../../features/meetings/components/admin/ScheduleTab.tsx';
import { NotificationsPage } from '../../../features/notifications/components/NotificationsPage.tsx';
import { ExportTab } from '../../../features/reports/components/ExportTab.tsx';
import { ReportsPage } from '../../../features/reports/components/ReportsPage.tsx';
import { AdminGrantPage } from '../../../features/grants/components/admin/AdminGrantPage.tsx';
import { GrantQueuePage } from '../../../features/grants/components/admin/GrantQueuePage.tsx';
import { useSessionUser } from '../../../lib/session.ts';
import { BookingSettingsCard } from '../../../features/events/components/admin/event/BookingSettingsCard.tsx';
import { AreaHome } from '../AreaHome.tsx';
import { AreaShell } from '../AreaShell.tsx';
import { RequireViewer } from '../RequireViewer.tsx';
import { AdminCompanyPage } from './AdminCompanyPage.tsx';
import { adminHome } from './admin-home.ts';
import { LanguageCard } from '../../../features/language/components/LanguageCard.tsx';
import { defineMessages, useT } from '../../../lib/messages.ts';

const m = defineMessages({
  title: { id: 'admin.area.title', defaultMessage: 'Administration' },
  heading: { id: 'admin.area.heading', defaultMessage: 'Programme administration' },
  account: { id: 'admin.area.account', defaultMessage: 'My account' },
  accountText: { id: 'admin.area.accountText', defaultMessage: 'Your administrator sign-in.' },
});

const companyPath = (id: string) => `/admin/companies/${id}`;
const EVENTS = '/admin/events';
const RESOURCES = '/admin/resources';
const GRANTS = '/admin/grants';
/** The event page's tabs other rooms fill (features do not import each other). */
const EVENT_TABS: Partial<Record<EventRoomTab, (eventId: string) => ReactNode>> = {
  needs: (eventId) => <NeedsTab eventId={eventId} />,
  matches: (eventId) => <MatchesTab eventId={eventId} />,
  schedule: (eventId) => (
    <Stack gap="md">
      <BookingSettingsCard eventId={eventId} />
      <ScheduleTab eventId={eventId} />
    </Stack>
  ),
  'check-in': (eventId) => <CheckInTab eventId={eventId} />,
  'follow-up': (eventId) => <FollowUpTab eventId={eventId} />,
  messages: (eventId) => <EventMessagesTab eventId={eventId} />,
  export: (eventId) => <ExportTab eventId={eventId} />,
};

export default function AdminArea() {
  const role = roleOf(useSessionUser());
  const t = useT();
  const may = {
    admins: can(role, 'manageAdmins'),
    badges: can(role, 'manageBadges'),
    outbox: can(role, 'manageMail'),
    resources: can(role, 'useResources'),
    directory: canViewProfile(role),
    reports: can(role, 'viewReports'),
    grants: can(role, 'useInnovationGrants'),
    integrations: can(role, 'manageApiTokens'),
    webhooks: can(role, 'manageWebhooks'),
  };
  const nav = [
    { path: '/admin', label: 'Overview' },
    { path: EVENTS, label: 'Events' },
    { path: '/admin/companies', label: 'Companies' },
    { path: '/admin/users', label: 'Users' },
    ...(may.reports ? [{ path: '/admin/reports', label: 'Reports' }] : []),
    ...(may.directory ? [{ path: '/admin/directory', label: 'Directory' }] : []),
    ...(may.admins ? [{ path: '/admin/admins', label: 'Admins' }] : []),
    ...(may.badges ? [{ path: '/admin/badges', label: 'Badges' }] : []),
    ...(may.grants ? [{ path: GRANTS, label: 'Grants' }] : []),
    ...(may.resources ? [{ path: RESOURCES, label: 'Resources' }] : []),
    ...(may.outbox ? [{ path: '/admin/outbox', label: 'Outbox' }] : []),
    ...(may.integrations ? [{ path: '/admin/integrations', label: 'Integrations' }] : []),
    { path: '/admin/account', label: 'My account' },
  ];
  return (
    <RequireViewer allow={(u) => u.admin}>
      <AreaShell title={t(m.title)} nav={nav}>
        <Routes>
          <Route
            index
            element={
              <AreaHome
                heading={t(m.heading)}
                {...adminHome(
                  role,
                  {
                    companies: '/admin/companies',
                    events: EVENTS,
                    reports: '/admin/reports',
                  },
                  t,
                )}
              />
            }
          />
          <Route path="events" element={<EventsListPage basePath={EVENTS} />} />
          <Route path="events/new" element={<NewEventPage basePath={EVENTS} />} />
          <Route path="events/:id/edit" element={<EditEventPage basePath={EVENTS} />} />
          <Route
            path="events/:id"
            element={<EventPage basePath={EVENTS} extraTabs={EVENT_TABS} />}
          />
          <Route
            path="events/:id/:tab"
            element={<EventPage basePath={EVENTS} extraTabs={EVENT_TABS} />}
          />
          <Route path="companies" element={<CompaniesPage detailPath={companyPath} />} />
          <Route path="companies/:id" element={<AdminCompanyPage />} />
          <Route path="users" element={<UsersPage companyPath={companyPath} />} />
          <Route path="notifications" element={<NotificationsPage />} />
          {may.directory && (
            <Route path="directory" element={<DirectoryPage profilePath={companyPath} />} />
          )}
          {may.reports && <Route path="reports" element={<ReportsPage />} />}
          {may.admins && <Route path="admins" element={<AdminsPage />} />}
          {may.badges && (
            <Route
              path="badges"
              element={<BadgesPage companiesWithBadge={(id) => `/admin/companies?badge=${id}`} />}
            />
          )}
          {may.outbox && <Route path="outbox" element={<OutboxPage />} />}
          {may.integrations && (
            <Route
              path="integrations"
              element={
                <IntegrationsPage
                  webhooks={may.webhooks}
                  providers={may.webhooks && can(role, 'manageIdentityProviders')}
                />
              }
            />
          )}
          {may.resources && (
            <>
              <Route
                path="resources"
                element={<ResourcesAdminPage basePath={RESOURCES} role={role} />}
              />
              <Route
                path="resources/new"
                element={<NewResourcePage basePath={RESOURCES} role={role} />}
              />
              <Route
                path="resources/:id/edit"
                element={<EditResourcePage basePath={RESOURCES} role={role} />}
              />
            </>
          )}
          <Route
            path="account"
            element={
              <Stack gap="md" maw={760}>
                <PageHeader title={t(m.account)} description={t(m.accountText)} />
                <LanguageCard />
                <ChangePasswordCard />
              </Stack>
            }
          />
          {may.grants && <Route path="grants" element={<GrantQueuePage basePath={GRANTS} />} />}
          {may.grants && <Route path="grants/:id" element={<AdminGrantPage basePath={GRANTS} />} />}
          <Route path="grants/verify" element={<VerifyPage />} />
          <Route
            path="grants/:id/agreement"
            element={
              <AgreementPage scope="admin" back="/admin/grants" verify="/admin/grants/verify" />
            }
          />
          <Route path="*" element={<Navigate to="/notfound" replace />} />
        </Routes>
      </AreaShell>
    </RequireViewer>
  );
}
