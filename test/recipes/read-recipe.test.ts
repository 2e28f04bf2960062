import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readIngredient } from '../../src/recipes/ingredient-line';
import { isPantryBasic } from '../../src/recipes/pantry-basics';
import { readRecipePage } from '../../src/recipes/read-recipe-page';
import { servingsOf } from '../../src/recipes/recipe-yield';
import { scaleQuantity } from '../../src/recipes/scale-quantity';

const page = (name: string) => readFileSync(join(__dirname, '..', 'fixtures', 'recipes', name), 'utf8');

describe("a page's recipe", () => {
  it('is read from JSON-LD in an @graph, with a yield given as a list and entities resolved', () => {
    expect(readRecipePage(page('graph-tacos.html'), 'text/html')).toEqual({
      name: 'Weeknight Beef Tacos',
      servings: 4,
      ingredients: ['1 lb ground beef', '1 packet taco seasoning', '12 corn tortillas', '1 ½ cups shredded cheddar', '2 limes, cut into wedges', '1 small onion, finely chopped', 'Salt and pepper, to taste', '1 tbsp vegetable oil'],
    });
  });

  it('is read from a JSON-LD array, typed with a list of types', () => {
    expect(readRecipePage(page('typed-list-lasagna.html'), 'text/html')).toMatchObject({ name: 'Classic Lasagna', servings: 6, ingredients: expect.arrayContaining(['2-3 cloves garlic, minced', '¾ tsp dried oregano']) });
  });

  it('is read from microdata when there is no JSON-LD recipe', () => {
    expect(readRecipePage(page('microdata-pancakes.html'), 'text/html')).toEqual({
      name: 'Fluffy Pancakes',
      servings: 4,
      ingredients: ['1 ½ cups plain flour', '3 ½ tsp baking powder', '1 ¼ cups milk', '1 egg', '3 tbsp butter, melted', 'a pinch of salt'],
    });
  });

  it('is read from a JSON-LD document served as one, and is none on a page without one', () => {
    expect(readRecipePage('{"@type":"Recipe","name":"Toast","recipeIngredient":["2 slices bread"]}', 'application/ld+json')).toEqual({ name: 'Toast', ingredients: ['2 slices bread'] });
    expect(readRecipePage(page('no-recipe.html'), 'text/html')).toBeUndefined();
    expect(readRecipePage('<html><script type="application/ld+json">{not json</script></html>', 'text/html')).toBeUndefined();
  });

  it.each([
    [4, 4],
    ['4', 4],
    ['4 servings', 4],
    [['4', '4 servings'], 4],
    ['Serves 6-8', 6],
    ['Makes about 12 pancakes', 12],
    ['a lot', undefined],
    [undefined, undefined],
  ])('serves %j: %j', (recipeYield, servings) => {
    expect(servingsOf(recipeYield)).toBe(servings);
  });
});

describe('an ingredient line', () => {
  it.each([
    ['1 ½ cups shredded cheddar', { name: 'shredded cheddar', quantity: '1 1/2 cups' }],
    ['1½ tbsp olive oil', { name: 'olive oil', quantity: '1 1/2 tbsp' }],
    ['¾ tsp dried oregano', { name: 'dried oregano', quantity: '3/4 tsp' }],
    ['2-3 cloves garlic, minced', { name: 'garlic', quantity: '3 cloves', note: 'minced' }],
    ['2 to 3 limes', { name: 'limes', quantity: '3' }],
    ['1 (400 g) can chopped tomatoes', { name: 'chopped tomatoes', quantity: '1 can', note: '400 g' }],
    ['Salt and pepper, to taste', { name: 'Salt and pepper', note: 'to taste' }],
    ['1 packet taco seasoning (optional)', { name: 'taco seasoning', quantity: '1 packet', note: 'optional' }],
    ['500g beef mince', { name: 'beef mince', quantity: '500g' }],
    ['1 small onion, finely chopped', { name: 'onion', quantity: '1', note: 'small; finely chopped' }],
  ])('%s', (line, ingredient) => {
    expect(readIngredient(line)).toEqual(ingredient);
  });

  it('is a pantry basic when it is salt, pepper, water, ice, a cooking oil or spray, however described', () => {
    for (const name of ['salt', 'kosher salt', 'Salt and pepper', 'freshly ground black pepper', 'water', 'warm water', 'olive oil', 'extra virgin olive oil', 'vegetable oil', 'cooking spray']) {
      expect(isPantryBasic(name), name).toBe(true);
    }
    for (const name of ['sesame oil', 'salted butter', 'peppers', 'coconut water', 'bell pepper', 'ground beef']) {
      expect(isPantryBasic(name), name).toBe(false);
    }
  });

  it('scales for more or fewer servings: measures to two decimals, things bought whole rounded up', () => {
    expect(scaleQuantity('1 1/2 cups', 2)).toBe('3 cups');
    expect(scaleQuantity('500g', 0.5)).toBe('250 g');
    expect(scaleQuantity('1 can', 1.5)).toBe('2 cans');
    expect(scaleQuantity('3', 0.5)).toBe('2');
    // As a cook measures: spoons and cups in thirds and eighths, grams whole.
    expect(scaleQuantity('3/4 tsp', 1.5)).toBe('1 1/8 tsp');
    expect(scaleQuantity('1/3 cup', 2)).toBe('2/3 cup');
    expect(scaleQuantity('1/3 cup', 1.5)).toBe('1/2 cup');
    expect(scaleQuantity('1 tsp', 0.1)).toBe('1/8 tsp');
    expect(scaleQuantity('200 g', 1 / 3)).toBe('67 g');
    expect(scaleQuantity(undefined, 2)).toBeUndefined();
    expect(scaleQuantity('a pinch', 2)).toBe('a pinch');
  });
});
