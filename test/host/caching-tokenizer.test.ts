import { GPTTokenizer, type Tokenizer } from '@microsoft/teams-ai';
import { describe, expect, it } from 'vitest';
import { CachingTokenizer } from '../../src/host/caching-tokenizer';

/** GPTTokenizer, counting the texts it is asked to encode. */
class CountingTokenizer implements Tokenizer {
  readonly encoded: string[] = [];
  private readonly gpt = new GPTTokenizer();

  encode(text: string): number[] {
    this.encoded.push(text);
    return this.gpt.encode(text);
  }

  decode(tokens: number[]): string {
    return this.gpt.decode(tokens);
  }
}

describe('the caching tokenizer', () => {
  it('counts exactly as GPTTokenizer does', () => {
    const gpt = new GPTTokenizer();
    const caching = new CachingTokenizer(new GPTTokenizer());
    for (const text of ['', 'milk', '- "groceries": "2 loaves of bread", "crème fraîche"', 'x'.repeat(40_000), '🍕 party 🎉']) {
      expect(caching.encode(text)).toEqual(gpt.encode(text));
      expect(caching.encode(text)).toEqual(gpt.encode(text));
    }
    expect(caching.decode(gpt.encode('add eggs'))).toBe('add eggs');
  });

  it('encodes a text it has seen recently once, and forgets the least recently used', () => {
    const inner = new CountingTokenizer();
    const caching = new CachingTokenizer(inner);
    caching.encode('the instructions');
    caching.encode('the instructions');
    expect(inner.encoded).toEqual(['the instructions']);
    for (let index = 0; index < 600; index++) {
      caching.encode(`lists ${index}`);
    }
    caching.encode('the instructions');
    expect(inner.encoded.filter((text) => text === 'the instructions')).toHaveLength(2);
  });

  it('hands out copies: a caller that changes its tokens changes nothing for the next', () => {
    const caching = new CachingTokenizer(new GPTTokenizer());
    const first = caching.encode('add milk');
    first.length = 0;
    expect(caching.encode('add milk').length).toBeGreaterThan(0);
  });
});
