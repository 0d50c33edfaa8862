import { Avatar, Image } from '@mantine/core';
import { defineMessages, useT } from '../../../../lib/messages.ts';

const m = defineMessages({ logo: { id: 'profile.logo', defaultMessage: '{name} logo' } });

/** The company's logo on white, or its initials when there is none. */
export function CompanyLogo(props: { name: string; url: string | null; size: number }) {
  const t = useT();
  if (props.url) {
    return (
      <Image
        src={props.url}
        alt={t(m.logo, { name: props.name })}
        w={props.size}
        h={props.size}
        fit="contain"
        radius="md"
        bg="white"
        p={6}
        style={{ border: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
        data-testid="profile-logo"
      />
    );
  }
  const initials = props.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <Avatar size={props.size} radius="md" color="matchday" variant="light" aria-hidden>
      {initials}
    </Avatar>
  );
}
