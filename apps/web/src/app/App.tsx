import { MantineProvider } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useDeactivation } from '../lib/account-deactivated.ts';
import { followImpersonation } from '../lib/impersonation.ts';
import { followOtherTabs } from '../lib/session.ts';
import { pollSystemStatus, useSystemStatus } from '../lib/system-status.ts';
import { LocaleProvider } from './LocaleProvider.tsx';
import { routes } from './routes.tsx';
import { AccountDeactivated } from './screens/AccountDeactivated.tsx';
import { BackendDown } from './screens/BackendDown.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * The root: while the backend is down its screen replaces the whole app (SPEC §2), and so does
 * the notice of an account deactivated while signed in.
 */
export function App() {
  const status = useSystemStatus();
  const deactivation = useDeactivation();
  const router = useMemo(() => createBrowserRouter(routes), []);
  useEffect(() => pollSystemStatus(), []);
  useEffect(() => followOtherTabs(), []);
  useEffect(() => followImpersonation(), []);
  return (
    <LocaleProvider>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {status === 'DOWN' ? (
          <BackendDown />
        ) : deactivation ? (
          <AccountDeactivated deactivation={deactivation} />
        ) : (
          <RouterProvider router={router} />
        )}
      </MantineProvider>
    </LocaleProvider>
  );
}
