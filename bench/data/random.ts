/**
 * Seeded pseudo-random choices for the data generator, so a seed gives the same store shape
 * (ids, counts, amounts) on every run. Not for anything secret.
 */

/** A source of floats in [0, 1) (mulberry32 over a 32-bit seed). */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** The next float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** True with probability `p` (0..1). */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** An element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /**
   * An index in [0, n) where low indexes are likelier (index = n * u^skew): a few customers buy
   * often and a few products sell most, as in a real store. skew 1 is uniform.
   */
  skewed(n: number, skew: number): number {
    return Math.min(n - 1, Math.floor(n * this.next() ** skew));
  }

  /** `length` characters of `alphabet`. */
  text(alphabet: string, length: number): string {
    let out = '';
    for (let i = 0; i < length; i++)
      out += alphabet.charAt(Math.floor(this.next() * alphabet.length));
    return out;
  }

  /** `items` in a random order (a new array). */
  shuffled<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}
