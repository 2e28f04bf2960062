import { z } from 'zod/v4';

// The fields several actions share, described once so the model reads the same words everywhere.

export const listName = z
  .string()
  .min(1)
  .describe("The list's name as the user calls it, without the word 'list' (e.g. 'groceries', 'party').");

export const itemTexts = z
  .array(z.string().min(1).describe("One item as the user said it, quantity first if given (e.g. 'milk', '2 loaves of bread')."))
  .min(1)
  .describe('The items, one entry each: "milk, eggs and bread" is three entries.');
