import { MantineProvider } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { followImpersonation } from '../lib/impersonation.ts';
import { followOtherTabs } from '../lib/session.ts';
import { pollSystemStatus, useSystemStatus } from '../lib/system-status.ts';
import { routes } from './routes.tsx';
import { BackendDown } from './screens/BackendDown.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** The root: while the backend is down its screen replaces the whole app (SPEC §2). */
export function App() {
  const status = useSystemStatus();
  const router = useMemo(() => createBrowserRouter(routes), []);
  useEffect(() => pollSystemStatus(), []);
  useEffect(() => followOtherTabs(), []);
  useEffect(() => followImpersonation(), []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {status === 'DOWN' ? <BackendDown /> : <RouterProvider router={router} />}
    </MantineProvider>
  );
}
