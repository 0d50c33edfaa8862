import { useMutation } from '@apollo/client/react';
import type { Locale } from '@matchday/shared';
import { useCallback } from 'react';
import { SetMyLocaleDocument } from '../../../gql/startup.ts';
import { setLocale } from '../../../lib/locale.ts';

/**
 * The signed-in person's language switch: the app speaks the new language at once and the server
 * keeps it for their mails (the answer updates `me` in the cache).
 */
export function useSetMyLocale() {
  const [save, state] = useMutation(SetMyLocaleDocument);
  const choose = useCallback(
    async (locale: Locale) => {
      setLocale(locale);
      await save({ variables: { locale } });
    },
    [save],
  );
  return [choose, state] as const;
}
