import { formatQuantity, parseQuantity } from '../lists';

/** Units that measure, which a scaled amount keeps to two decimals; every other unit is a thing bought whole (a can, a loaf). */
const MEASURES = new Set(['g', 'kg', 'mg', 'lb', 'oz', 'ml', 'l', 'cl', 'dl', 'cup', 'tsp', 'tbsp', 'fl oz', 'pint', 'quart', 'gallon']);

/**
 * A quantity for `factor` times the servings: "2 cups" for 1.5 is "3 cups". Measures keep two
 * decimals; counts, and units bought whole, are rounded up (half an onion or half a can is bought
 * as one). Text that names no amount ("a pinch") is kept as it is.
 */
export function scaleQuantity(quantity: string | undefined, factor: number): string | undefined {
  if (quantity === undefined || factor === 1) {
    return quantity;
  }
  const parsed = parseQuantity(quantity);
  if (!parsed) {
    return quantity;
  }
  return formatQuantity(parsed.map((part) => ({ ...part, amount: part.unit && MEASURES.has(part.unit) ? Math.round(part.amount * factor * 100) / 100 : Math.ceil(part.amount * factor - 1e-9) })));
}
