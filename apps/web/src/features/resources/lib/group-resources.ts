import type { MyResourcesQuery } from '../../../gql/startup.ts';

export type Resource = MyResourcesQuery['resources'][number];
type Group = { key: string; heading: string; text: string; items: Resource[] };

/** Everyone's first, then each event's, then the incubator's; within each as the server sends them (newest first). */
export function groupResources(resources: Resource[]): Group[] {
  const groups = new Map<string, Group>();
  const add = (key: string, heading: string, text: string, r: Resource) => {
    const g = groups.get(key) ?? { key, heading, text, items: [] };
    g.items.push(r);
    groups.set(key, g);
  };
  for (const r of resources) {
    if (r.audience === 'EVERYONE') {
      add('everyone', 'For everyone', 'Shared with every company of the programme.', r);
    }
  }
  for (const r of resources) {
    if (r.audience === 'EVENT') {
      add(
        `event:${r.eventId}`,
        r.eventName ?? 'Your event',
        'For the participants of this event.',
        r,
      );
    }
  }
  for (const r of resources) {
    if (r.audience === 'INCUBATOR') {
      add(
        'incubator',
        `From ${r.incubatorName ?? 'your incubator'}`,
        'For the startups of your incubator.',
        r,
      );
    }
  }
  return [...groups.values()];
}
