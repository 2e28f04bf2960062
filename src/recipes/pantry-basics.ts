import { matchKey } from '../lists';

/** How a basic is described, not what it is: "freshly ground black pepper" is pepper. */
const DESCRIBING = /\b(?:kosher|sea|table|fine|flaky|coarse|freshly|fresh|ground|cracked|black|white|cold|warm|hot|boiling|lukewarm|tap|iced)\b/g;
const OILS = /^(?:olive|extra virgin olive|vegetable|canola|sunflower|rapeseed|cooking|neutral|light olive) oil$/;

/**
 * Whether an ingredient is a pantry basic, which a recipe card leaves unticked since a kitchen has
 * it: salt, pepper (or both), water, ice, cooking oils and cooking spray, however described.
 */
export function isPantryBasic(name: string): boolean {
  // As written, not made singular: "peppers" are a vegetable, "pepper" the spice.
  const plain = matchKey(name).replace(DESCRIBING, ' ').replace(/\s+/g, ' ').trim();
  return ['salt', 'pepper', 'salt and pepper', 'salt & pepper', 'water', 'ice', 'oil', 'cooking spray'].includes(plain) || OILS.test(plain);
}
