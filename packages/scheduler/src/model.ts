/**
 * Compact internal form of a validated instance: participants and requests are integer ids,
 * everything per-participant / per-request / per-slot lives in typed arrays.
 */
export interface Model {
  /** Number of slots S. */
  readonly slots: number;
  /** Number of tables T as declared. */
  readonly tables: number;
  /** Meetings one slot can really hold: min(T, ⌊n/2⌋), used to size internal arrays. */
  readonly slotCap: number;
  /** Participants n and requests m. */
  readonly n: number;
  readonly m: number;
  readonly requestIds: readonly string[];
  readonly names: readonly string[];
  /** Endpoints of request e: ea[e] (startup) and eb[e] (corporate). */
  readonly ea: Int32Array;
  readonly eb: Int32Array;
  readonly prio: Float64Array;
  /** True when every request has the same priority. */
  readonly uniformPrio: boolean;
  /** Adjacency (CSR): requests of participant p are adjEdge[adjStart[p] .. adjStart[p+1]). */
  readonly adjStart: Int32Array;
  readonly adjEdge: Int32Array;
  /** avail[p * S + s] = 1 when p can attend slot s; null when everybody can attend everything. */
  readonly avail: Uint8Array | null;
  /** Declared cap per participant (2^31-1 when none). */
  readonly cap: Int32Array;
  readonly hasCaps: boolean;
  /** Home table per participant, -1 when none. */
  readonly home: Int32Array;
  readonly hasHome: boolean;
  /**
   * Table request e must use, as an index into `tableNo` (-1: any table). Comes from a lock's
   * table or a participant's home table. Several requests can share the same index.
   */
  readonly reqTable: Int32Array;
  readonly tableNo: Int32Array;
  /** 1 when request e can never be placed (its participants have different home tables). */
  readonly blocked: Uint8Array;
  /** Locked slot of request e (-1: not locked, or lock dropped as LOCKED_CONFLICT). */
  readonly lockSlot: Int32Array;
  /** 1 when the lock of request e had to be dropped (it would break a participant cap). */
  readonly lockDropped: Uint8Array;
  /** Requests whose lock is kept, in the order the locks were given. */
  readonly lockedEdges: Int32Array;
  /** Session block of each slot; slots of block k in time order are blockSlots[blockStart[k]..]. */
  readonly blockOf: Int32Array;
  readonly blockStart: Int32Array;
  readonly blockSlots: Int32Array;
  /** Previous slot / table of request e (-1: not in `previous`), and how many requests have one. */
  readonly prevSlot: Int32Array;
  readonly prevTable: Int32Array;
  readonly previousCount: number;
}

export const NO_CAP = 0x7fffffff;

/** Whether participant p may attend slot s. */
export function isAvailable(model: Model, p: number, s: number): boolean {
  return model.avail === null || model.avail[p * model.slots + s] === 1;
}

/** Whether request e could be held in slot s in an otherwise empty schedule. */
export function edgeSlotOk(model: Model, e: number, s: number): boolean {
  const av = model.avail;
  if (av === null) return true;
  const S = model.slots;
  return av[model.ea[e]! * S + s] === 1 && av[model.eb[e]! * S + s] === 1;
}

/** Whether request e can be placed at all (some slot suits both participants and tables agree). */
export function edgePlaceable(model: Model, e: number): boolean {
  if (model.blocked[e] === 1) return false;
  for (let s = 0; s < model.slots; s++) if (edgeSlotOk(model, e, s)) return true;
  return false;
}

/** 1 for each request whose lock is kept: the Kempe moves must not move it. */
export function lockMask(model: Model): Uint8Array {
  const locks = new Uint8Array(model.m);
  for (const e of model.lockedEdges) locks[e] = 1;
  return locks;
}
