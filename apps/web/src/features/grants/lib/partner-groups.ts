/** The partner choice: the corporates met in held meetings first, then the others with access. */
export function partnerGroups(
  options: readonly { corporate: { id: string; name: string }; meetings: readonly unknown[] }[],
) {
  const item = (o: (typeof options)[number]) => ({
    value: o.corporate.id,
    label: o.corporate.name,
  });
  const met = options.filter((o) => o.meetings.length).map(item);
  const others = options.filter((o) => !o.meetings.length).map(item);
  return [
    ...(met.length ? [{ group: 'Met in a held meeting', items: met }] : []),
    ...(others.length ? [{ group: 'Other corporates with grants access', items: others }] : []),
  ];
}
