import { SUPPORT_EMAIL } from '@matchday/shared';

export const supportMailto = (subject?: string, body?: string) => {
  const params = new URLSearchParams();
  if (subject) params.set('subject', subject);
  if (body) params.set('body', body);
  const query = params.toString().replace(/\+/g, '%20');
  return `mailto:${SUPPORT_EMAIL}${query ? `?${query}` : ''}`;
};

export { SUPPORT_EMAIL };
