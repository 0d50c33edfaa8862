import { Navigate, type RouteObject } from 'react-router';
import { LandingPage } from '../features/landing/LandingPage.tsx';
import { AppLayout } from './AppLayout.tsx';
import { englishReady } from './LocaleProvider.tsx';
import { RouteError } from './RouteError.tsx';
import { FullScreenLoader } from './screens/FullScreenLoader.tsx';
import { NotFound } from './screens/NotFound.tsx';
import { SignInPanel } from '../features/auth/components/SignInPanel.tsx';

// An area's screens word things with arguments and plurals: English's parsed messages first.
const area = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await Promise.all([load(), englishReady]))[0].default,
});

/** The SPEC §2 route table, exactly. Areas are separate chunks loaded on demand. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      { index: true, element: <LandingPage signIn={<SignInPanel />} /> },
      { path: 'startup/*', lazy: area(() => import('./areas/startup/StartupArea.tsx')) },
      { path: 'corporate/*', lazy: area(() => import('./areas/corporate/CorporateArea.tsx')) },
      { path: 'admin/*', lazy: area(() => import('./areas/admin/AdminArea.tsx')) },
      { path: 'notfound', element: <NotFound /> },
      // The mailed links' screens load on their own: the landing page does not carry them.
      {
        path: 'verify/:token',
        lazy: async () => ({
          Component: (await import('../features/auth/screens/VerifyScreen.tsx')).VerifyScreen,
        }),
      },
      {
        path: 'reset/:token',
        lazy: async () => ({
          Component: (await import('../features/auth/screens/ResetScreen.tsx')).ResetScreen,
        }),
      },
      // The mailed rating and follow-up links, before the generic token route.
      {
        path: 'token/feedback/:token',
        lazy: async () => ({
          Component: (await import('../features/followup/components/token/FollowUpLinkScreen.tsx'))
            .FeedbackLinkScreen,
        }),
      },
      {
        path: 'token/followup/:token',
        lazy: async () => ({
          Component: (await import('../features/followup/components/token/FollowUpLinkScreen.tsx'))
            .FollowUpRequestScreen,
        }),
      },
      // The built-in signer's one-time link, before the generic token route.
      {
        path: 'token/sign/:token',
        lazy: async () => ({
          Component: (await import('../features/signing/components/SignLinkScreen.tsx'))
            .SignLinkScreen,
        }),
      },
      // The pairing-request mail's answer link, before the generic token route.
      {
        path: 'token/pairing/:token',
        lazy: async () => ({
          Component: (
            await import('../features/matchmaking/components/token/PairingLinkScreen.tsx')
          ).PairingLinkScreen,
        }),
      },
      // The venue's big screen behind its secret link (decision 108).
      {
        path: 'venue/:token',
        lazy: async () => ({
          Component: (await import('../features/meetings/components/venue/VenueScreenPage.tsx'))
            .VenueScreenPage,
        }),
      },
      // Where an identity provider's sign-in comes back (decision 113).
      {
        path: 'sso',
        lazy: async () => ({
          Component: (await import('../features/auth/screens/SsoScreen.tsx')).SsoScreen,
        }),
      },
      {
        path: 'token/:type/:token',
        lazy: async () => ({
          Component: (await import('../features/auth/screens/TokenEntryScreen.tsx'))
            .TokenEntryScreen,
        }),
      },
      { path: '*', element: <Navigate to="/notfound" replace /> },
    ],
  },
];
