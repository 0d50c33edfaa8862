import type { ResourceAudience } from '../../../gql/admin.ts';

/** Words for the audience of a resource, on both sides. */
export const AUDIENCE_LABEL: Record<ResourceAudience, string> = {
  EVERYONE: 'Everyone',
  EVENT: 'An event’s participants',
  INCUBATOR: 'An incubator’s startups',
};

export const AUDIENCE_COLOR: Record<ResourceAudience, string> = {
  EVERYONE: 'blue',
  EVENT: 'grape',
  INCUBATOR: 'teal',
};

/** "Everyone", "Participants of <event>", "Startups of <incubator>". */
export function audienceText(r: {
  audience: ResourceAudience;
  eventName?: string | null;
  incubatorName?: string | null;
}) {
  if (r.audience === 'EVENT') return `Participants of ${r.eventName ?? 'an event'}`;
  if (r.audience === 'INCUBATOR') return `Startups of ${r.incubatorName ?? 'an incubator'}`;
  return 'Everyone';
}

/** "PDF" or "Image" from the stored type. */
export function fileKind(contentType: string) {
  return contentType === 'application/pdf' ? 'PDF' : 'Image';
}

/** The host of a link, shown beside it ("www.vinnova.se"). */
export function linkHost(link: string) {
  try {
    return new URL(link).host;
  } catch {
    return link;
  }
}
