import { homePathFor } from '@matchday/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSessionUser, type SessionUser } from '../../lib/session.ts';

/** Renders an area only for its viewers; others go to their own area, anonymous visitors to `/`. */
export function RequireViewer(props: {
  allow: (user: SessionUser) => boolean;
  children: ReactNode;
}) {
  const user = useSessionUser();
  if (!user) return <Navigate to="/" replace />;
  if (!props.allow(user)) return <Navigate to={homePathFor(user)} replace />;
  return <>{props.children}</>;
}
