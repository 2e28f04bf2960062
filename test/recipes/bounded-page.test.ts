import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LinkRefusedError } from '../../src/links/link-refused-error';
import { nestsDeeperThan } from '../../src/recipes/json-depth';
import { PAGE_BOUNDS } from '../../src/recipes/page-bounds';
import { readRecipePage, recipePageReader } from '../../src/recipes/read-recipe-page';
import { heavyRealPage, worstPages } from '../fakes/worst-pages';

const fixture = (name: string) => readFileSync(join(__dirname, '..', 'fixtures', 'recipes', name), 'utf8');

/** What reading `page` came to: its recipe's name, or the refusal's kind and message. */
function outcomeOf(read: () => unknown): unknown {
  try {
    return (read() as { name?: string } | undefined)?.name;
  } catch (error) {
    if (!(error instanceof LinkRefusedError)) {
      throw error;
    }
    return { refusal: error.refusal, message: error.message };
  }
}

const TOO_DEEP = { refusal: 'nesting', message: 'That page is too deeply nested to read (more than 256 elements inside one another), so I did not read it.' };
const TOO_LARGE = { refusal: 'nodes', message: 'That page is too large to read (more than 100,000 elements and texts), so I did not read it.' };
const JSON_TOO_DEEP = { refusal: 'nesting', message: "That page's recipe data is too deeply nested to read (more than 64 levels), so I did not read it." };

describe('a page past the bounds', () => {
  it.each([
    ['100,000 nested <div>s', TOO_DEEP],
    ['200,000 nested <b>s', TOO_DEEP],
    ['2 MB of unclosed <div>s', TOO_DEEP],
    ['2 MB of <b><i> alternations', TOO_DEEP],
    ['2 MB of nested tables', TOO_DEEP],
    ['2 MB of nested <a>s', TOO_DEEP],
    ['2 MB of sibling elements', TOO_LARGE],
    ['2 MB of comments', TOO_LARGE],
    ['a JSON-LD name of 200,000 nested <b>s', TOO_DEEP],
    ['2 MB of nested JSON-LD arrays', JSON_TOO_DEEP],
  ])('is refused, recipe or not: %s', (name, refusal) => {
    const page = worstPages().find((each) => each.name === name)!.page;
    expect(Buffer.byteLength(page)).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(outcomeOf(() => readRecipePage(page, 'text/html'))).toEqual(refusal);
  });

  it('is refused at the piece that takes it past them, as it arrives, before the rest is read', () => {
    const page = worstPages().find((each) => each.name === '200,000 nested <b>s')!.page;
    const reader = recipePageReader('text/html');
    const piece = 16 * 1024;
    let pieces = 0;
    const refused = outcomeOf(() => {
      for (let at = 0; at < page.length; at += piece) {
        pieces++;
        reader.write(page.slice(at, at + piece));
      }
      return reader.end();
    });
    expect(refused).toEqual(TOO_DEEP);
    // The recipe's head and 256 nested tags fit in the first piece.
    expect(pieces).toBe(1);
  });

  it('is refused as JSON-LD served on its own when nested past 64 levels, and read at 64', () => {
    const recipe = '{"@type":"Recipe","name":"Toast","recipeIngredient":["2 slices bread"],"nested":';
    expect(outcomeOf(() => readRecipePage(`${recipe}${'['.repeat(64)}${']'.repeat(64)}}`, 'application/ld+json'))).toEqual(JSON_TOO_DEEP);
    expect(outcomeOf(() => readRecipePage(`${recipe}${'['.repeat(63)}${']'.repeat(63)}}`, 'application/ld+json'))).toBe('Toast');
  });
});

describe('a page within the bounds', () => {
  it.each(['graph-tacos.html', 'typed-list-lasagna.html', 'microdata-pancakes.html'])('reads as before: %s', (name) => {
    expect(readRecipePage(fixture(name), 'text/html')?.ingredients.length).toBeGreaterThan(0);
  });

  it('reads as heavy as real recipe pages get: 50 deep and 40,000 nodes', () => {
    expect(readRecipePage(heavyRealPage(), 'text/html')).toMatchObject({ name: 'Weeknight Beef Tacos', servings: 4 });
  });

  it('reads the same whether it arrives whole or a character at a time', () => {
    const page = fixture('microdata-pancakes.html');
    const reader = recipePageReader('text/html');
    for (const character of page) {
      reader.write(character);
    }
    expect(reader.end()).toEqual(readRecipePage(page, 'text/html'));
  });

  it('reads at exactly the bounds, and is refused one past them', () => {
    const deep = (depth: number) => `<div itemscope itemtype="https://schema.org/Recipe">${'<i>'.repeat(depth - 2)}<b itemprop="recipeIngredient">1 egg</b></div>`;
    expect(readRecipePage(deep(PAGE_BOUNDS.maxDepth), 'text/html')?.ingredients).toEqual(['1 egg']);
    expect(outcomeOf(() => readRecipePage(deep(PAGE_BOUNDS.maxDepth + 1), 'text/html'))).toEqual(TOO_DEEP);
    // The recipe's element, its ingredient and the ingredient's text are three nodes; the rest are siblings.
    const wide = (nodes: number) => `<div itemscope itemtype="https://schema.org/Recipe"><b itemprop="recipeIngredient">1 egg</b>${'<i></i>'.repeat(nodes - 3)}</div>`;
    expect(readRecipePage(wide(PAGE_BOUNDS.maxNodes), 'text/html')?.ingredients).toEqual(['1 egg']);
    expect(outcomeOf(() => readRecipePage(wide(PAGE_BOUNDS.maxNodes + 1), 'text/html'))).toEqual(TOO_LARGE);
  });
});

describe('how deep JSON nests', () => {
  it('counts arrays and objects, not the brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan('[[{"a":[1]}]]', 4)).toBe(false);
    expect(nestsDeeperThan('[[{"a":[1]}]]', 3)).toBe(true);
    expect(nestsDeeperThan('["[[[[", "\\"[[[[", {"b": "]]]]"}]', 2)).toBe(false);
  });
});
