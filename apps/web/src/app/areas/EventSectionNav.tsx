import { Anchor } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation, useParams } from 'react-router';
import { defineMessages, useT } from '../../lib/messages.ts';
import { centreSelectedIn } from '../../lib/scroll-row.ts';
import { navLabel } from '../navigation/nav-messages.ts';
import classes from './EventSectionNav.module.css';

export type EventSection = { path: string; label: string };

const messages = defineMessages({
  sections: { id: 'nav.eventSections', defaultMessage: 'Event sections' },
});

/**
 * The sections of one event in a participant area: the event page and its matchmaking pages
 * (`/…/events/:id`, `/…/events/:id/needs`, …) as a row of links above the page. The app layer
 * composes the events and matchmaking features this way; neither knows the other.
 */
export function EventSectionNav(props: { basePath: string; sections: EventSection[] }) {
  const { id = '' } = useParams();
  const t = useT();
  const base = `${props.basePath}/${id}`;
  const row = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the row scrolls sideways: the open section is brought into sight.
  useEffect(() => centreSelectedIn(row.current, '[aria-current="page"]'), [pathname]);
  return (
    <>
      <nav ref={row} className={classes.nav} aria-label={t(messages.sections)}>
        {props.sections.map((s) => (
          <Anchor
            key={s.path}
            component={NavLink}
            to={s.path ? `${base}/${s.path}` : base}
            end
            className={classes.link}
            underline="never"
          >
            {navLabel(s.label, t)}
          </Anchor>
        ))}
      </nav>
      <Outlet />
    </>
  );
}
