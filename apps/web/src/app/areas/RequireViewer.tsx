import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSessionUser, type SessionUser } from '../../lib/session.ts';

/** Renders an area only for the viewer it belongs to; everyone else goes to the start page. */
export function RequireViewer(props: {
  allow: (user: SessionUser) => boolean;
  children: ReactNode;
}) {
  const user = useSessionUser();
  if (!user || !props.allow(user)) return <Navigate to="/" replace />;
  return <>{props.children}</>;
}
