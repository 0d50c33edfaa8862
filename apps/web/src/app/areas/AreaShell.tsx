import { ApolloProvider } from '@apollo/client/react';
import {
  AppShell,
  Box,
  Burger,
  Button,
  Divider,
  Group,
  NavLink,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { homePathFor, PRODUCT_NAME } from '@matchday/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, useLocation } from 'react-router';
import { CompanyStatusNotice } from '../../features/auth/components/CompanyStatusNotice.tsx';
import { ImpersonationBanner } from '../../features/auth/components/ImpersonationBanner.tsx';
import { LegalTermsModal } from '../../features/auth/components/LegalTermsModal.tsx';
import { ViewerBadge } from '../../features/auth/components/ViewerBadge.tsx';
import { signOut } from '../../features/auth/sign-in.ts';
import { useFollowMyLocale } from '../../features/language/hooks/useFollowMyLocale.ts';
import { useSetMyLocale } from '../../features/language/hooks/useSetMyLocale.ts';
import { NotificationBell } from '../../features/notifications/components/NotificationBell.tsx';
import { apolloClient } from '../../lib/apollo-client.ts';
import { defineMessages, useT } from '../../lib/messages.ts';
import { useImpersonating } from '../../lib/impersonation.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useSessionUser } from '../../lib/session.ts';
import { Brand } from '../../components/Brand.tsx';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { navLabel } from '../navigation/nav-messages.ts';

/** A navigation entry; `badge` (a count) is shown at its end. */
export type AreaNavItem = { path: string; label: string; badge?: ReactNode };

const messages = defineMessages({
  toggle: { id: 'shell.toggleNavigation', defaultMessage: 'Toggle navigation' },
  home: { id: 'shell.home', defaultMessage: '{product} — {area} home' },
  signOut: { id: 'shell.signOut', defaultMessage: 'Sign out' },
  navigation: { id: 'shell.navigation', defaultMessage: '{area} navigation' },
});

/** The signed-in person's language switch: tells the server a change. */
function SignedInLanguage() {
  const [choose] = useSetMyLocale();
  return <LanguageSwitch onChange={(locale) => void choose(locale)} />;
}

/** Follows the person's saved language: once per shell, inside its Apollo provider (the switch
 *  shows twice — header, and the menu on a phone — so it cannot live there). */
function FollowMyLocale() {
  useFollowMyLocale();
  return null;
}

/** The nav item the path belongs to: itself, or (for deeper items) a page under it. */
function activeItem(nav: AreaNavItem[], pathname: string) {
  return nav.find(
    (item) =>
      pathname === item.path ||
      (item.path.split('/').length > 2 && pathname.startsWith(`${item.path}/`)),
  );
}

/** Header, side navigation (a drawer on phones) and content frame of a signed-in area. */
export function AreaShell(props: { title: string; nav: AreaNavItem[]; children: ReactNode }) {
  const t = useT();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const home = homePathFor(useSessionUser());
  const impersonating = useImpersonating();
  const section = activeItem(props.nav, pathname);
  // The tab names the section shown; a page naming itself (usePageTitle) wins.
  usePageTitle(
    section && section.path !== home
      ? `${navLabel(section.label, t)} · ${props.title}`
      : props.title,
    0,
  );
  return (
    <ApolloProvider client={apolloClient()}>
      <FollowMyLocale />
      <LegalTermsModal />
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t(messages.toggle)}
              />
              <UnstyledButton
                component={RouterLink}
                to={home}
                aria-label={t(messages.home, {
                  product: PRODUCT_NAME,
                  area: props.title,
                })}
                data-testid="header-home"
              >
                <Brand />
              </UnstyledButton>
              <Text c="dimmed" size="sm" visibleFrom="xs">
                {props.title}
              </Text>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <Box visibleFrom="sm">
                <SignedInLanguage />
              </Box>
              {home !== '/' && <NotificationBell pagePath={`${home}/notifications`} />}
              <Box visibleFrom="xs">
                <ViewerBadge />
              </Box>
              {/* The person's own sign-out is not the admin's to use: Stop in the banner ends it. */}
              {!impersonating && (
                <Button variant="subtle" size="xs" onClick={() => void signOut()}>
                  {t(messages.signOut)}
                </Button>
              )}
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" aria-label={t(messages.navigation, { area: props.title })}>
          {/* On a phone the header has no room for who is signed in: the menu shows it. */}
          <Box hiddenFrom="xs">
            <ViewerBadge align="flex-start" testId="nav-viewer-badge" />
            <Box mt="xs" hiddenFrom="sm">
              <SignedInLanguage />
            </Box>
            <Divider my="sm" />
          </Box>
          <Stack gap={4}>
            {props.nav.map((item) => (
              <NavLink
                key={item.path}
                component={RouterNavLink}
                to={item.path}
                end
                label={navLabel(item.label, t)}
                rightSection={item.badge}
                active={item === section}
                onClick={close}
              />
            ))}
          </Stack>
        </AppShell.Navbar>
        <AppShell.Main>
          <ImpersonationBanner />
          <CompanyStatusNotice />
          {props.children}
        </AppShell.Main>
      </AppShell>
    </ApolloProvider>
  );
}
