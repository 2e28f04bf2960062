import { z } from 'zod/v4';

// The fields several actions share, described once so the model reads the same words everywhere.

export const listName = z
  .string()
  .min(1)
  .describe("As said, without 'list'.");

export const itemTexts = z
  .array(z.string().min(1).describe("Amount first: '2 loaves of bread'."))
  .min(1)
  .describe('One per item.');

export const itemName = z.string().min(1).describe("An item's name.");
