import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { NavigationEffects } from './navigation/NavigationEffects.tsx';
import { CookieBanner } from './screens/CookieBanner.tsx';
import { ErrorBoundary } from './screens/ErrorBoundary.tsx';
import { Footer } from './screens/Footer.tsx';
import { FullScreenLoader } from './screens/FullScreenLoader.tsx';

/** Every route renders inside this: navigation effects, error boundary, cookie banner, footer. */
export function AppLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  // The venue's big screen (decision 108) is the whole screen: no footer, no cookie question.
  const bare = location.pathname.startsWith('/venue/');
  if (navigation.state === 'loading' && navigation.location.pathname !== location.pathname) {
    return <FullScreenLoader />;
  }
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <NavigationEffects />
      <Box style={{ flex: 1 }}>
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<FullScreenLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      {!bare && <Footer />}
      {!bare && <CookieBanner />}
    </Box>
  );
}
