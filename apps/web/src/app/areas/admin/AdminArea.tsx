import { Route, Routes } from 'react-router';
import { AreaHome } from '../AreaHome.tsx';
import { AreaShell } from '../AreaShell.tsx';
import { RequireViewer } from '../RequireViewer.tsx';

const NAV = [{ path: '/admin', label: 'Overview' }];

export default function AdminArea() {
  return (
    <RequireViewer allow={(u) => u.admin}>
      <AreaShell title="Administration" nav={NAV}>
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
        </Routes>
      </AreaShell>
    </RequireViewer>
  );
}
