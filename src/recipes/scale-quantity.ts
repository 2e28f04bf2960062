import { findUnit, formatQuantity, parseQuantity } from '../lists';

/**
 * A quantity for `factor` times the servings: "2 cups" for 1.5 is "3 cups". Each amount is rounded as
 * a cook measures it: spoons and cups to the nearest third or eighth ("1/3 cup" for 1.5 is "1/2
 * cup", not "0.5 cups"), grams and millilitres to whole ones, other measures to two decimals.
 * Counts, and units bought whole, are rounded up (half an onion or half a can is bought as one).
 * Text that names no amount ("a pinch") is kept as it is.
 */
export function scaleQuantity(quantity: string | undefined, factor: number): string | undefined {
  if (quantity === undefined || factor === 1) {
    return quantity;
  }
  const parsed = parseQuantity(quantity);
  if (!parsed) {
    return quantity;
  }
  return formatQuantity(parsed.map((part) => ({ ...part, amount: scaled(part.amount * factor, part.unit) })));
}

function scaled(amount: number, unitName: string | undefined): number {
  const unit = unitName === undefined ? undefined : findUnit(unitName);
  if (unit?.inFractions) {
    const nearest = [3, 8].map((denominator) => Math.round(amount * denominator) / denominator).sort((a, b) => Math.abs(a - amount) - Math.abs(b - amount))[0] ?? amount;
    return Math.max(nearest, 1 / 8);
  }
  if (unit?.measure === undefined) {
    return Math.ceil(amount - 1e-9);
  }
  return WHOLE_MEASURES.has(unit.name) ? Math.max(Math.round(amount), 1) : Math.round(amount * 100) / 100;
}

// Small enough that a fraction of one is never weighed or poured.
const WHOLE_MEASURES = new Set(['g', 'ml', 'mg']);
