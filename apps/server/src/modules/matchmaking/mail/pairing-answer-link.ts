import { appUrl } from '../../../platform/app-links.ts';
import type { Db } from '../../../platform/db.ts';
import type { EventRow } from '../../events/events.service.ts';
import { pairingTokens } from '../matchmaking.tables.ts';
import type { PairingRow } from '../pairing-state.ts';
import { hashPairingToken, newPairingToken, PAIRING_LINK_TTL_MS } from '../pairing-tokens.ts';
import type { Personalise } from './recipients.ts';

/**
 * Gives each corporate person's `pairing-request` mail their own one-time link
 * (/token/pairing/{token}) to accept or decline without signing in. It dies with the request
 * (the selection's close, else the event's end) and after 30 days at most; the stored mail
 * keeps it redacted (decision 022), the in-app notification leads to the Requests page.
 */
export function pairingAnswerLinks(
  tx: Db,
  publicUrl: string,
  request: PairingRow,
  event: Pick<EventRow, 'id' | 'selectionClosesAt' | 'endDate'>,
): Personalise {
  const closes = (event.selectionClosesAt ?? event.endDate).getTime();
  const expiresAt = new Date(Math.min(closes, Date.now() + PAIRING_LINK_TTL_MS));
  return async (userId, mail) => {
    const token = newPairingToken();
    await tx.insert(pairingTokens).values({
      tokenHash: hashPairingToken(token),
      requestId: request.id,
      userId,
      expiresAt,
    });
    return {
      ...mail,
      data: { ...mail.data, link: appUrl(publicUrl, `/token/pairing/${token}`) },
      secret: ['link'],
      notificationPath: `/corporate/events/${event.id}/requests`,
    };
  };
}
