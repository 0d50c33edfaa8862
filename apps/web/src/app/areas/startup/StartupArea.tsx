import { Navigate, Route, useLocation, useNavigate } from 'react-router';
import { OnboardingWizard } from '../../../features/company-profile/components/onboarding/OnboardingWizard.tsx';
import { OwnProfilePage } from '../../../features/company-profile/components/profile/OwnProfilePage.tsx';
import { StartupNeedsPage } from '../../../features/matchmaking/components/startup/StartupNeedsPage.tsx';
import { StartupRequestsPage } from '../../../features/matchmaking/components/startup/StartupRequestsPage.tsx';
import { StartupSelectionsPage } from '../../../features/matchmaking/components/startup/StartupSelectionsPage.tsx';
import { FirstStepScreen } from '../../../features/auth/components/FirstStepScreen.tsx';
import {
  FIRST_STEP_PATH,
  firstStepDone,
  firstStepFor,
  firstStepTarget,
} from '../../../features/auth/first-step.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { ParticipantArea, type ParticipantSide } from '../ParticipantArea.tsx';

const profilePath = (id: string) => `/startup/companies/${id}`;
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

/** The startup area: the participant shape with a startup's needs, selections and onboarding. */
const STARTUP: ParticipantSide = {
  type: 'startup',
  base: '/startup',
  profileLabel: 'Company profile',
  matchmaking: [
    { path: 'needs', label: 'Needs', element: <StartupNeedsPage basePath="/startup/events" /> },
    {
      path: 'selections',
      label: 'Selections',
      element: <StartupSelectionsPage profilePath={profilePath} />,
    },
    {
      path: 'requests',
      label: 'Requests',
      element: <StartupRequestsPage profilePath={profilePath} />,
    },
  ],
  profile: <OwnProfilePage editPath="/startup/onboarding" />,
  extraRoutes: <Route path="onboarding" element={<Onboarding />} />,
};

export default function StartupArea() {
  const user = useSessionUser();
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
  return <ParticipantArea side={blocked ? { ...STARTUP, nav: ONBOARDING_NAV } : STARTUP} />;
}
