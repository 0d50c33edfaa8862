import { describe, expect, it } from 'vitest';
import { groupResources, type Resource } from './group-resources.ts';

const resource = (id: string, over: Partial<Resource>): Resource => ({
  id,
  title: id,
  description: '',
  audience: 'EVERYONE',
  eventId: null,
  eventName: null,
  incubatorName: null,
  link: 'https://example.com',
  file: null,
  updatedAt: '2026-11-23T10:00:00Z',
  ...over,
});

describe('groupResources', () => {
  it('puts everyone’s first, then one group per event, then the incubator’s, keeping order', () => {
    const groups = groupResources([
      resource('sting', { audience: 'INCUBATOR', incubatorName: 'STING' }),
      resource('day-a', { audience: 'EVENT', eventId: 'a', eventName: 'Day A' }),
      resource('guide', {}),
      resource('day-b', { audience: 'EVENT', eventId: 'b', eventName: 'Day B' }),
      resource('day-a2', { audience: 'EVENT', eventId: 'a', eventName: 'Day A' }),
      resource('link', {}),
    ]);
    expect(groups.map((g) => [g.heading, g.items.map((i) => i.id)])).toEqual([
      ['For everyone', ['guide', 'link']],
      ['Day A', ['day-a', 'day-a2']],
      ['Day B', ['day-b']],
      ['From STING', ['sting']],
    ]);
  });

  it('has no groups without resources (the page shows its empty state)', () => {
    expect(groupResources([])).toEqual([]);
  });
});
