import type { AdaptiveCard } from '../../src/cards/adaptive-card';

/** The items a list card shows, as their checkboxes name them (name without quantity). */
export function itemsOnCard(card: AdaptiveCard): string[] {
  return ((card.body as { type: string; valueOn?: string }[]) ?? []).filter((element) => element.type === 'Input.Toggle').map((element) => element.valueOn ?? '');
}

/** The checkbox titles of a list card: each item as shown, with who added it. */
export function itemTitlesOnCard(card: AdaptiveCard): string[] {
  return ((card.body as { type: string; title?: string }[]) ?? []).filter((element) => element.type === 'Input.Toggle').map((element) => element.title ?? '');
}
