import { CONCEPTS } from './lexicon-data.ts';
import { phraseTokens, type Token } from './tokenize.ts';

/** A concept of the shipped lexicon: id (e.g. "storage"), label for reasons, its phrases. */
export type Concept = { id: string; label: string; phrases: readonly string[] };

/** A phrase of a concept found in a text: token positions [start, end). */
export type ConceptHit = { concept: string; start: number; end: number };

type Node = { next: Map<string, Node>; concepts: string[] };

const newNode = (): Node => ({ next: new Map(), concepts: [] });

/** The concept index: a trie over stem sequences of every phrase. */
export class Lexicon {
  readonly concepts: ReadonlyMap<string, Concept>;
  private readonly root = newNode();
  private readonly longest: number;

  constructor(concepts: readonly Concept[]) {
    const byId = new Map<string, Concept>();
    let longest = 1;
    for (const c of concepts) {
      byId.set(c.id, c);
      for (const phrase of c.phrases) {
        const words = phraseTokens(phrase).map((t) => t.stem);
        if (words.length === 0) continue;
        longest = Math.max(longest, words.length);
        let node = this.root;
        for (const w of words) {
          let child = node.next.get(w);
          if (!child) node.next.set(w, (child = newNode()));
          node = child;
        }
        if (!node.concepts.includes(c.id)) node.concepts.push(c.id);
      }
    }
    this.concepts = byId;
    this.longest = longest;
  }

  label(id: string): string {
    return this.concepts.get(id)?.label ?? id;
  }

  /**
   * Concept phrases in a token sequence (from `phraseTokens`), longest match first and non-overlapping ("machine
   * learning" is AI, not also education's "learning"). A phrase may name several concepts.
   */
  match(tokens: readonly Token[]): ConceptHit[] {
    const hits: ConceptHit[] = [];
    let i = 0;
    while (i < tokens.length) {
      let node: Node | undefined = this.root;
      let bestEnd = -1;
      let best: string[] = [];
      for (let j = i; j < tokens.length && j - i < this.longest; j++) {
        node = node.next.get(tokens[j]!.stem);
        if (!node) break;
        if (node.concepts.length) {
          bestEnd = j + 1;
          best = node.concepts;
        }
      }
      if (bestEnd < 0) {
        i++;
        continue;
      }
      for (const concept of best) hits.push({ concept, start: i, end: bestEnd });
      i = bestEnd;
    }
    return hits;
  }
}

/** The shipped lexicon (lexicon-data.ts). */
export const LEXICON = new Lexicon(
  CONCEPTS.map(([id, label, phrases]) => ({ id, label, phrases: phrases.split('|') })),
);
