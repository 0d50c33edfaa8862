/**
 * The Porter (1980) English stemmer: "batteries" → "batteri", "optimization" and "optimize" →
 * "optim". Input is one lower-case word of ASCII letters; words of up to two letters are kept.
 */
export function stem(word: string): string {
  if (word.length <= 2 || !/^[a-z]+$/.test(word)) return word;
  let s = cache.get(word);
  if (s === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(word, (s = new Stemmer(word).run()));
  }
  return s;
}

/** Memo of recent words (a pure function, so caching changes nothing but speed). */
const cache = new Map<string, string>();
const CACHE_LIMIT = 100_000;

class Stemmer {
  private b: string[];
  private k: number;
  private j = 0;

  constructor(word: string) {
    this.b = word.split('');
    this.k = word.length - 1;
  }

  run(): string {
    this.step1ab();
    if (this.k > 0) {
      this.step1c();
      this.step2();
      this.step3();
      this.step4();
      this.step5();
    }
    return this.b.slice(0, this.k + 1).join('');
  }

  private cons(i: number): boolean {
    const c = this.b[i];
    if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false;
    if (c === 'y') return i === 0 ? true : !this.cons(i - 1);
    return true;
  }

  /** Number of VC sequences in b[0..j]. */
  private m(): number {
    let n = 0;
    let i = 0;
    const j = this.j;
    for (;;) {
      if (i > j) return n;
      if (!this.cons(i)) break;
      i++;
    }
    i++;
    for (;;) {
      for (;;) {
        if (i > j) return n;
        if (this.cons(i)) break;
        i++;
      }
      i++;
      n++;
      for (;;) {
        if (i > j) return n;
        if (!this.cons(i)) break;
        i++;
      }
      i++;
    }
  }

  private vowelInStem(): boolean {
    for (let i = 0; i <= this.j; i++) if (!this.cons(i)) return true;
    return false;
  }

  private doubleC(j: number): boolean {
    return j >= 1 && this.b[j] === this.b[j - 1] && this.cons(j);
  }

  private cvc(i: number): boolean {
    if (i < 2 || !this.cons(i) || this.cons(i - 1) || !this.cons(i - 2)) return false;
    const c = this.b[i];
    return c !== 'w' && c !== 'x' && c !== 'y';
  }

  private ends(s: string): boolean {
    const len = s.length;
    if (len > this.k + 1) return false;
    for (let i = 0; i < len; i++) if (this.b[this.k - len + 1 + i] !== s[i]) return false;
    this.j = this.k - len;
    return true;
  }

  private setTo(s: string): void {
    for (let i = 0; i < s.length; i++) this.b[this.j + 1 + i] = s[i]!;
    this.k = this.j + s.length;
  }

  private r(s: string): void {
    if (this.m() > 0) this.setTo(s);
  }

  private step1ab(): void {
    if (this.b[this.k] === 's') {
      if (this.ends('sses')) this.k -= 2;
      else if (this.ends('ies')) this.setTo('i');
      else if (this.b[this.k - 1] !== 's') this.k--;
    }
    if (this.ends('eed')) {
      if (this.m() > 0) this.k--;
    } else if ((this.ends('ed') || this.ends('ing')) && this.vowelInStem()) {
      this.k = this.j;
      if (this.ends('at')) this.setTo('ate');
      else if (this.ends('bl')) this.setTo('ble');
      else if (this.ends('iz')) this.setTo('ize');
      else if (this.doubleC(this.k)) {
        this.k--;
        const c = this.b[this.k];
        if (c === 'l' || c === 's' || c === 'z') this.k++;
      } else if (this.m() === 1 && this.cvc(this.k)) this.setTo('e');
    }
  }

  private step1c(): void {
    if (this.ends('y') && this.vowelInStem()) this.b[this.k] = 'i';
  }

  private rules(pairs: readonly (readonly [string, string])[]): void {
    for (const [suffix, replacement] of pairs) {
      if (this.ends(suffix)) {
        this.r(replacement);
        return;
      }
    }
  }

  private step2(): void {
    this.rules(STEP2[this.b[this.k - 1] ?? ''] ?? []);
  }

  private step3(): void {
    this.rules(STEP3[this.b[this.k] ?? ''] ?? []);
  }

  private step4(): void {
    const suffixes = STEP4[this.b[this.k - 1] ?? ''] ?? [];
    for (const s of suffixes) {
      if (!this.ends(s)) continue;
      if (s === 'ion' && !(this.j >= 0 && (this.b[this.j] === 's' || this.b[this.j] === 't'))) {
        return;
      }
      if (this.m() > 1) this.k = this.j;
      return;
    }
  }

  private step5(): void {
    this.j = this.k;
    if (this.b[this.k] === 'e') {
      const a = this.m();
      if (a > 1 || (a === 1 && !this.cvc(this.k - 1))) this.k--;
    }
    if (this.b[this.k] === 'l' && this.doubleC(this.k) && this.m() > 1) this.k--;
  }
}

type Rules = Record<string, readonly (readonly [string, string])[]>;

const STEP2: Rules = {
  a: [
    ['ational', 'ate'],
    ['tional', 'tion'],
  ],
  c: [
    ['enci', 'ence'],
    ['anci', 'ance'],
  ],
  e: [['izer', 'ize']],
  l: [
    ['bli', 'ble'],
    ['alli', 'al'],
    ['entli', 'ent'],
    ['eli', 'e'],
    ['ousli', 'ous'],
  ],
  o: [
    ['ization', 'ize'],
    ['ation', 'ate'],
    ['ator', 'ate'],
  ],
  s: [
    ['alism', 'al'],
    ['iveness', 'ive'],
    ['fulness', 'ful'],
    ['ousness', 'ous'],
  ],
  t: [
    ['aliti', 'al'],
    ['iviti', 'ive'],
    ['biliti', 'ble'],
  ],
  g: [['logi', 'log']],
};

const STEP3: Rules = {
  e: [
    ['icate', 'ic'],
    ['ative', ''],
    ['alize', 'al'],
  ],
  i: [['iciti', 'ic']],
  l: [
    ['ical', 'ic'],
    ['ful', ''],
  ],
  s: [['ness', '']],
};

const STEP4: Record<string, readonly string[]> = {
  a: ['al'],
  c: ['ance', 'ence'],
  e: ['er'],
  i: ['ic'],
  l: ['able', 'ible'],
  n: ['ant', 'ement', 'ment', 'ent'],
  o: ['ion', 'ou'],
  s: ['ism'],
  t: ['ate', 'iti'],
  u: ['ous'],
  v: ['ive'],
  z: ['ize'],
};
