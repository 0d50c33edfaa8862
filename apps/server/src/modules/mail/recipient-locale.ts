import type { Locale } from '@matchday/shared';
import type { Db } from '../../platform/db.ts';
import { localeOf } from '../../platform/locale.ts';

/**
 * How the mail module learns a recipient's language without knowing the accounts module: the
 * module that owns the accounts registers a lookup at start-up (auth.mail.ts). Without one, or
 * for an address without an account, mails go out in the programme's language.
 */
type LocaleLookup = (db: Db, email: string) => Promise<Locale | null>;
let lookup: LocaleLookup | null = null;

export function registerRecipientLocale(find: LocaleLookup) {
  lookup = find;
}

/**
 * The language of a mail to this address: the account's choice, else `unchosen` (the language of
 * the person's own request before sign-in, Accept-Language), else the programme's.
 */
export async function recipientLocale(db: Db, email: string, unchosen?: Locale): Promise<Locale> {
  return localeOf((lookup ? await lookup(db, email) : null) ?? unchosen);
}
