import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { recordPageView } from '../../lib/page-views.ts';

/**
 * SPEC §2 navigation behaviour: scroll to the top on navigation unless only the query string
 * changed, and record a page view on every navigation.
 */
export function NavigationEffects() {
  const location = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    if (previousPath.current !== null && previousPath.current !== location.pathname) {
      window.scrollTo(0, 0);
    }
    previousPath.current = location.pathname;
    recordPageView(location.pathname);
  }, [location.key, location.pathname]);

  return null;
}
