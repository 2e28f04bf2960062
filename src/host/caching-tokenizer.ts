/** What teams-ai asks of a tokenizer. */
export interface Tokenizer {
  encode(text: string): number[];
  decode(tokens: number[]): string;
}

/** Texts whose tokens are kept: the prompt's static parts, and the lists and history of recent turns. */
const CACHED_TEXTS = 512;
/** Longer texts are tokenized every time: they are rarely repeated, and would crowd the cache. */
const MOST_CHARACTERS_CACHED = 32_000;

/**
 * teams-ai tokenizes every section of the prompt on every step to fit the input budget, though most
 * of it (the instructions, the actions) is the same on every turn. This tokenizer is exact, and
 * counts a text it has seen recently once: the newest texts are kept, the least recently used go.
 */
export class CachingTokenizer implements Tokenizer {
  private readonly cache = new Map<string, number[]>();

  constructor(private readonly inner: Tokenizer) {}

  encode(text: string): number[] {
    if (text.length > MOST_CHARACTERS_CACHED) {
      return this.inner.encode(text);
    }
    const cached = this.cache.get(text);
    if (cached) {
      // Map keeps insertion order: moving a hit to the end makes the first entry the least recently used.
      this.cache.delete(text);
      this.cache.set(text, cached);
      return [...cached];
    }
    const tokens = this.inner.encode(text);
    this.cache.set(text, tokens);
    if (this.cache.size > CACHED_TEXTS) {
      this.cache.delete(this.cache.keys().next().value as string);
    }
    return [...tokens];
  }

  decode(tokens: number[]): string {
    return this.inner.decode(tokens);
  }
}
