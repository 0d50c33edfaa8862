/** Messages held by a thread, merged by id (a later copy replaces an earlier), in time order. */
export function mergeMessages<M extends { id: string; sentAt: unknown }>(held: M[], incoming: M[]) {
  const byId = new Map(held.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => {
    const at = String(a.sentAt).localeCompare(String(b.sentAt));
    return at || a.id.localeCompare(b.id);
  });
}
