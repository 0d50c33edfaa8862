/**
 * Flow network on typed arrays: Dinic max-flow, and primal-dual min-cost flow (Dijkstra with
 * potentials, then Dinic blocking flows on the zero-reduced-cost arcs).
 */
export class FlowNet {
  readonly nodes: number;
  private readonly head: Int32Array;
  private nxt: Int32Array;
  private to: Int32Array;
  private cap: Int32Array;
  private cost: Float64Array;
  private arcs = 0;
  private readonly level: Int32Array;
  private readonly it: Int32Array;
  private pot: Float64Array | null = null;
  private eps = 0;

  constructor(nodes: number, arcHint = 16) {
    this.nodes = nodes;
    this.head = new Int32Array(nodes).fill(-1);
    const size = Math.max(16, arcHint * 2);
    this.nxt = new Int32Array(size);
    this.to = new Int32Array(size);
    this.cap = new Int32Array(size);
    this.cost = new Float64Array(size);
    this.level = new Int32Array(nodes);
    this.it = new Int32Array(nodes);
  }

  /** Adds u→v with capacity c and cost w; returns the arc id (its reverse is id ^ 1). */
  addArc(u: number, v: number, c: number, w = 0): number {
    if (this.arcs + 2 > this.to.length) this.grow();
    const a = this.arcs;
    this.to[a] = v;
    this.cap[a] = c;
    this.cost[a] = w;
    this.nxt[a] = this.head[u]!;
    this.head[u] = a;
    this.to[a + 1] = u;
    this.cap[a + 1] = 0;
    this.cost[a + 1] = -w;
    this.nxt[a + 1] = this.head[v]!;
    this.head[v] = a + 1;
    this.arcs += 2;
    return a;
  }

  /** Flow currently on arc a. */
  flowOn(a: number): number {
    return this.cap[a ^ 1]!;
  }

  private grow(): void {
    const size = this.to.length * 2;
    const g32 = (x: Int32Array) => {
      const y = new Int32Array(size);
      y.set(x);
      return y;
    };
    this.nxt = g32(this.nxt);
    this.to = g32(this.to);
    this.cap = g32(this.cap);
    const c = new Float64Array(size);
    c.set(this.cost);
    this.cost = c;
  }

  private admissible(u: number, a: number): boolean {
    if (this.cap[a]! <= 0) return false;
    const pot = this.pot;
    if (pot === null) return true;
    return Math.abs(this.cost[a]! + pot[u]! - pot[this.to[a]!]!) <= this.eps;
  }

  private bfs(s: number, t: number): boolean {
    const level = this.level;
    level.fill(-1);
    const queue = this.it; // reused as queue; reset afterwards
    let qh = 0;
    let qt = 0;
    queue[qt++] = s;
    level[s] = 0;
    while (qh < qt) {
      const u = queue[qh++]!;
      for (let a = this.head[u]!; a >= 0; a = this.nxt[a]!) {
        const v = this.to[a]!;
        if (level[v]! < 0 && this.admissible(u, a)) {
          level[v] = level[u]! + 1;
          queue[qt++] = v;
        }
      }
    }
    return level[t]! >= 0;
  }

  /** Pushes one augmenting path (with bottleneck ≤ limit) along level arcs; returns the amount. */
  private augment(s: number, t: number, limit: number, stack: Int32Array): number {
    const { level, it, to, cap, nxt } = this;
    let depth = 0;
    let u = s;
    for (;;) {
      if (u === t) {
        let push = limit;
        for (let i = 0; i < depth; i++) push = Math.min(push, cap[stack[i]!]!);
        for (let i = 0; i < depth; i++) {
          cap[stack[i]!]! -= push;
          cap[stack[i]! ^ 1]! += push;
        }
        return push;
      }
      let a = it[u]!;
      while (a >= 0 && !(level[to[a]!] === level[u]! + 1 && this.admissible(u, a))) a = nxt[a]!;
      it[u] = a;
      if (a >= 0) {
        stack[depth++] = a;
        u = to[a]!;
        continue;
      }
      level[u] = -1;
      if (depth === 0) return 0;
      const back = stack[--depth]!;
      u = to[back ^ 1]!;
      it[u] = nxt[back]!;
    }
  }

  private blockingFlows(s: number, t: number, limit: number): number {
    let flow = 0;
    const stack = new Int32Array(this.nodes + 1);
    while (flow < limit && this.bfs(s, t)) {
      this.it.set(this.head);
      for (;;) {
        const pushed = this.augment(s, t, limit - flow, stack);
        if (pushed === 0) break;
        flow += pushed;
        if (flow >= limit) break;
      }
    }
    return flow;
  }

  /** Dinic max-flow from s to t, stopping at `limit`. */
  maxFlow(s: number, t: number, limit = Number.MAX_SAFE_INTEGER): number {
    this.pot = null;
    return this.blockingFlows(s, t, limit);
  }

  /** Minimum-cost flow of value min(limit, max flow); arc costs may be negative (no negative cycles). */
  minCostFlow(s: number, t: number, limit = Number.MAX_SAFE_INTEGER): number {
    const n = this.nodes;
    let maxCost = 0;
    for (let a = 0; a < this.arcs; a++) maxCost = Math.max(maxCost, Math.abs(this.cost[a]!));
    this.eps = 1e-9 * (1 + maxCost) * Math.max(1, n);
    const pot = this.initialPotentials(s);
    const dist = new Float64Array(n);
    let flow = 0;
    while (flow < limit) {
      this.pot = pot;
      if (!this.dijkstra(s, dist)) break;
      const dt = dist[t]!;
      if (dt === Infinity) break;
      for (let v = 0; v < n; v++) pot[v]! += Math.min(dist[v]!, dt);
      const pushed = this.blockingFlows(s, t, limit - flow);
      if (pushed === 0) break;
      flow += pushed;
    }
    this.pot = null;
    return flow;
  }

  /** Bellman-Ford (queue based) shortest distances from s over arcs with residual capacity. */
  private initialPotentials(s: number): Float64Array {
    const n = this.nodes;
    const d = new Float64Array(n).fill(Infinity);
    const inQueue = new Uint8Array(n);
    const queue = new Int32Array(n);
    let qh = 0;
    let size = 1;
    queue[0] = s;
    d[s] = 0;
    inQueue[s] = 1;
    while (size > 0) {
      const u = queue[qh]!;
      qh = (qh + 1) % n;
      size--;
      inQueue[u] = 0;
      for (let a = this.head[u]!; a >= 0; a = this.nxt[a]!) {
        const v = this.to[a]!;
        if (this.cap[a]! > 0 && d[u]! + this.cost[a]! < d[v]! - this.eps) {
          d[v] = d[u]! + this.cost[a]!;
          if (!inQueue[v]) {
            inQueue[v] = 1;
            queue[(qh + size) % n] = v;
            size++;
          }
        }
      }
    }
    for (let v = 0; v < n; v++) if (d[v] === Infinity) d[v] = 0;
    return d;
  }

  /** Dijkstra on reduced costs (binary heap, lazy deletion). Returns false if nothing reachable. */
  private dijkstra(s: number, dist: Float64Array): boolean {
    const pot = this.pot!;
    dist.fill(Infinity);
    const heapD: number[] = [0];
    const heapV: number[] = [s];
    dist[s] = 0;
    while (heapV.length > 0) {
      const du = heapD[0]!;
      const u = heapV[0]!;
      const lastD = heapD.pop()!;
      const lastV = heapV.pop()!;
      if (heapV.length > 0) siftDown(heapD, heapV, lastD, lastV);
      if (du > dist[u]!) continue;
      for (let a = this.head[u]!; a >= 0; a = this.nxt[a]!) {
        if (this.cap[a]! <= 0) continue;
        const v = this.to[a]!;
        const nd = du + Math.max(0, this.cost[a]! + pot[u]! - pot[v]!);
        if (nd < dist[v]!) {
          dist[v] = nd;
          siftUp(heapD, heapV, nd, v);
        }
      }
    }
    return true;
  }
}

function siftUp(hd: number[], hv: number[], d: number, v: number): void {
  let i = hd.length;
  hd.push(d);
  hv.push(v);
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (hd[p]! <= d) break;
    hd[i] = hd[p]!;
    hv[i] = hv[p]!;
    i = p;
  }
  hd[i] = d;
  hv[i] = v;
}

function siftDown(hd: number[], hv: number[], d: number, v: number): void {
  const n = hd.length;
  let i = 0;
  for (;;) {
    let c = 2 * i + 1;
    if (c >= n) break;
    if (c + 1 < n && hd[c + 1]! < hd[c]!) c++;
    if (hd[c]! >= d) break;
    hd[i] = hd[c]!;
    hv[i] = hv[c]!;
    i = c;
  }
  hd[i] = d;
  hv[i] = v;
}
