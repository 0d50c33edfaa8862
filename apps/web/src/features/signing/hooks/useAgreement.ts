import type { AgreementScope, AgreementView } from '@matchday/shared';
import { useCallback, useEffect, useState } from 'react';
import { signingApi } from '../api/signing-api.ts';

export type AgreementLoad =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; agreement: AgreementView | null };

/**
 * The agreement of a grant application as the scope reads it (the admin console or the party's
 * own area): loaded on mount and by `refresh`; `send` (admin) sends it and shows the answer.
 */
export function useAgreement(scope: AgreementScope, applicationId: string) {
  const [load, setLoad] = useState<AgreementLoad>({ state: 'loading' });
  const refresh = useCallback(() => {
    signingApi
      .agreement(scope, applicationId)
      .then((agreement) => setLoad({ state: 'ready', agreement }))
      .catch((e: unknown) =>
        setLoad({ state: 'error', message: e instanceof Error ? e.message : 'Could not load' }),
      );
  }, [scope, applicationId]);
  useEffect(refresh, [refresh]);
  const send = useCallback(async () => {
    setLoad({ state: 'ready', agreement: await signingApi.send(applicationId) });
  }, [applicationId]);
  return { load, refresh, send };
}
