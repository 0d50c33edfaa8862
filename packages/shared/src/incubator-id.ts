/**
 * The identifier of an incubator: its display name upper-cased with spaces and accents removed
 * (SPEC §3), e.g. "Uppsala Innovation Centre" → UPPSALAINNOVATIONCENTRE, "Sting" → STING.
 * An identifier maps to itself, so comparing `incubatorId(a) === incubatorId(b)` matches a name
 * with its identifier.
 */
export function incubatorId(nameOrId: string): string {
  return nameOrId.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, '').toUpperCase();
}
