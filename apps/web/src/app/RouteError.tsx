import { useRouteError } from 'react-router';
import { ErrorScreen } from './screens/ErrorScreen.tsx';

/** Errors React Router catches itself (failed lazy chunk, loader error) get the same screen. */
export function RouteError() {
  const error = useRouteError();
  return <ErrorScreen error={error} onRetry={() => window.location.reload()} />;
}
