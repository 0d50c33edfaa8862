import { Route, Routes } from 'react-router';
import { OutboxPage } from '../../../features/mail/components/OutboxPage.tsx';
import { useSessionUser } from '../../../lib/session.ts';
import { AreaHome } from '../AreaHome.tsx';
import { AreaShell } from '../AreaShell.tsx';
import { RequireViewer } from '../RequireViewer.tsx';

export default function AdminArea() {
  const user = useSessionUser();
  const nav = [
    { path: '/admin', label: 'Overview' },
    ...(user?.adminType === 'ADMIN' ? [{ path: '/admin/outbox', label: 'Outbox' }] : []),
  ];
  return (
    <RequireViewer allow={(u) => u.admin}>
      <AreaShell title="Administration" nav={nav}>
        <Routes>
          <Route
            index
            element={
              <AreaHome
                heading="Programme administration"
                intro="Run events end to end: accounts, matching, scheduling, follow-up and grants."
                cards={[
                  {
                    title: 'Accounts',
                    text: 'Startups, corporates and administrators of the programme.',
                  },
                  {
                    title: 'Events',
                    text: 'Create events, invite attendees and schedule meetings.',
                  },
                  { title: 'Follow-up', text: 'Ratings, outcomes and the follow-up rate.' },
                ]}
              />
            }
          />
          {user?.adminType === 'ADMIN' && <Route path="outbox" element={<OutboxPage />} />}
        </Routes>
      </AreaShell>
    </RequireViewer>
  );
}
