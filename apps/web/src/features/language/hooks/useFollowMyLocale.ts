import { useQuery } from '@apollo/client/react';
import { isLocale } from '@matchday/shared';
import { useEffect } from 'react';
import { MyLocaleDocument } from '../../../gql/startup.ts';
import { localeStore, setLocale } from '../../../lib/locale.ts';
import { useSetMyLocale } from './useSetMyLocale.ts';

/**
 * Signed in, the person's own language wins: the app follows `me.locale`. Someone who never chose
 * one keeps the language the app showed before signing in, and the server learns it (their mails
 * then speak it too).
 */
export function useFollowMyLocale() {
  const { data } = useQuery(MyLocaleDocument);
  const [choose] = useSetMyLocale();
  const me = data?.me;
  useEffect(() => {
    if (!me) return;
    if (me.localeChosen && isLocale(me.locale)) setLocale(me.locale);
    else void choose(localeStore.get()).catch(() => undefined);
  }, [me, choose]);
}
