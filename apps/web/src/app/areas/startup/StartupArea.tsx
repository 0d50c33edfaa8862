import { Route, Routes } from 'react-router';
import { AreaHome } from '../AreaHome.tsx';
import { AreaShell } from '../AreaShell.tsx';
import { RequireViewer } from '../RequireViewer.tsx';

const NAV = [{ path: '/startup', label: 'Overview' }];

export default function StartupArea() {
  return (
    <RequireViewer allow={(u) => !u.admin && u.type === 'startup'}>
      <AreaShell title="Startup" nav={NAV}>
        <Routes>
          <Route
            index
            element={
              <AreaHome
                heading="Welcome to Matchday"
                intro="Your company profile, events, suggested corporate needs and meetings live here."
                cards={[
                  {
                    title: 'Complete your profile',
                    text: 'A clear pitch and stage help corporates pick you.',
                  },
                  {
                    title: 'Join an event',
                    text: 'Matchmaking events open for registration appear here.',
                  },
                  {
                    title: 'Meet and follow up',
                    text: 'Your scheduled meetings and ratings, in one place.',
                  },
                ]}
              />
            }
          />
        </Routes>
      </AreaShell>
    </RequireViewer>
  );
}
