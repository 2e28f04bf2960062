import { z } from 'zod/v4';

// The fields several actions share, described once so the model reads the same words everywhere.

export const listName = z
  .string()
  .min(1)
  .describe("List name as the user says it, without the word 'list'.");

export const itemTexts = z
  .array(z.string().min(1).describe("One item, quantity first if given: '2 loaves of bread'."))
  .min(1)
  .describe("One entry per item: 'milk, eggs and bread' is three.");
