import type { SigningLinkView as LinkView } from '@matchday/shared';

/** What the signing page says about a link that cannot be signed (any more). */

const CLOSED_TEXT: Record<Exclude<LinkView['state'], 'open'>, { title: string; text: string }> = {
  signed: {
    title: 'This link has been used',
    text: 'You have already signed this agreement. Each signing link works once.',
  },
  expired: {
    title: 'This signing link has expired',
    text: 'Signing links work for 30 days. Ask the programme to send the agreement to you again.',
  },
  closed: {
    title: 'This agreement is no longer open for signature',
    text: 'The programme has closed it. Sign in to see the agreement in your Grants area.',
  },
};

/**
 * What a link that cannot be signed (any more) says. Just signed: the last signature completes
 * the agreement (and says so); an earlier one waits for the others.
 */
export function closedText(link: LinkView, justSigned: boolean) {
  if (!justSigned) return CLOSED_TEXT[link.state as Exclude<LinkView['state'], 'open'>];
  return link.parties.every((p) => p.signed)
    ? {
        title: 'The agreement is complete',
        text: 'Thank you. Yours was the last signature: every party has signed. The signed agreement with its evidence page is in your Grants area, and everyone has been told.',
      }
    : {
        title: 'You have signed the agreement',
        text: 'Thank you. When every party has signed, the signed agreement with its evidence page is in your Grants area.',
      };
}
