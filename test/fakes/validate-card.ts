import type { AdaptiveCard } from '../../src/cards/adaptive-card';

// The renderer's own parser (the UMD build loads in Node without a DOM), at the version Teams renders.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const AC = require('adaptivecards/dist/adaptivecards.js') as {
  SerializationContext: new (version: unknown) => { eventCount: number; getEventAt(index: number): { message: string } };
  Versions: { v1_5: unknown };
  AdaptiveCard: new () => {
    parse(json: unknown, context: unknown): void;
    toJSON(context: unknown): unknown;
    validateProperties(): { validationEvents: { message: string }[] };
  };
};

/**
 * What the Adaptive Cards renderer objects to in a card, at version 1.5: elements or actions it does
 * not know, properties that fail its validation, and properties it drops (unknown or too new),
 * found by parsing the card and comparing what it writes back.
 */
export function cardProblems(card: AdaptiveCard): string[] {
  const context = new AC.SerializationContext(AC.Versions.v1_5);
  const parsed = new AC.AdaptiveCard();
  parsed.parse(card, context);
  const problems = Array.from({ length: context.eventCount }, (_, index) => context.getEventAt(index).message);
  problems.push(...parsed.validateProperties().validationEvents.map((event) => event.message));
  problems.push(...dropped(card, parsed.toJSON(new AC.SerializationContext(AC.Versions.v1_5)), 'card'));
  return problems;
}

/** Paths present in `written` by us and missing from what the renderer wrote back. */
function dropped(ours: unknown, theirs: unknown, path: string): string[] {
  if (Array.isArray(ours)) {
    return ours.flatMap((item, index) => dropped(item, Array.isArray(theirs) ? theirs[index] : undefined, `${path}[${index}]`));
  }
  if (typeof ours !== 'object' || ours === null) {
    return [];
  }
  const theirObject = (typeof theirs === 'object' && theirs !== null ? theirs : {}) as Record<string, unknown>;
  return Object.entries(ours as Record<string, unknown>).flatMap(([key, value]) => {
    // The renderer leaves out false flags (their default), and $schema is not part of a card's model.
    if (key === '$schema' || value === false) {
      return [];
    }
    return key in theirObject ? dropped(value, theirObject[key], `${path}.${key}`) : [`${path}.${key} was dropped by the 1.5 parser`];
  });
}
