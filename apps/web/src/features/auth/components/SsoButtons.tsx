import { Button, Stack } from '@mantine/core';
import type { SsoProvidersAnswer } from '@matchday/shared';
import { useEffect, useState } from 'react';
import { getDeviceId } from '../device-id.ts';

/**
 * "Sign in with <provider>" (decision 113): one button per identity provider, loaded apart from
 * the landing page. The browser goes to the provider with this device's id; it comes back to /sso.
 */
export default function SsoButtons() {
  const [providers, setProviders] = useState<SsoProvidersAnswer['providers']>([]);
  const [going, setGoing] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetch('/api/sso/providers')
      .then((r) => (r.ok ? (r.json() as Promise<SsoProvidersAnswer>) : { providers: [] }))
      .then((a) => live && setProviders(a.providers))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!providers.length) return null;
  const go = async (id: string) => {
    setGoing(id);
    const device = await getDeviceId().catch(() => '');
    window.location.assign(`/api/sso/${id}/start?device=${encodeURIComponent(device)}`);
  };
  return (
    <Stack gap={6} mt="xs" data-testid="sso-buttons">
      {providers.map((p) => (
        <Button key={p.id} variant="default" loading={going === p.id} onClick={() => void go(p.id)}>
          Sign in with {p.name}
        </Button>
      ))}
    </Stack>
  );
}
