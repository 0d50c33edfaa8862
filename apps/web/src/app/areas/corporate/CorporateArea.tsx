import { Route, Routes } from 'react-router';
import { AreaHome } from '../AreaHome.tsx';
import { AreaShell } from '../AreaShell.tsx';
import { RequireViewer } from '../RequireViewer.tsx';

const NAV = [{ path: '/corporate', label: 'Overview' }];

export default function CorporateArea() {
  return (
    <RequireViewer allow={(u) => !u.admin && u.type === 'corp'}>
      <AreaShell title="Corporate" nav={NAV}>
        <Routes>
          <Route
            index
            element={
              <AreaHome
                heading="Welcome to Matchday"
                intro="State your innovation needs, review suggested startups and choose whom to meet."
                cards={[
                  {
                    title: 'Describe your needs',
                    text: 'Each need is matched against startups with reasons you can read.',
                  },
                  {
                    title: 'Pick startups',
                    text: 'Select the startups you want to meet at an event.',
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
