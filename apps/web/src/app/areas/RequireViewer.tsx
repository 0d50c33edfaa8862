import { homePathFor } from '@matchday/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionUser, type SessionUser } from '../../lib/session.ts';

/** Renders an area only for its viewers; others go to their own area, anonymous visitors to `/`. */
export function RequireViewer(props: {
  allow: (user: SessionUser) => boolean;
  children: ReactNode;
}) {
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  // Signed out, a mailed link's page is kept for after signing in.
  if (!user) return <Navigate to={`/?next=${encodeURIComponent(pathname + search)}`} replace />;
  if (!props.allow(user)) return <Navigate to={homePathFor(user)} replace />;
  return <>{props.children}</>;
}
