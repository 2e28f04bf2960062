import type { AdaptiveCard } from '../../src/cards/adaptive-card';

/** The items a list card shows, as their checkboxes name them, without who added each. */
export function itemsOnCard(card: AdaptiveCard): string[] {
  return itemTitlesOnCard(card).map((title) => title.replace(/ · added by .*$/, ''));
}

/** The checkbox titles of a list card: each item as shown, with who added it. */
export function itemTitlesOnCard(card: AdaptiveCard): string[] {
  return ((card.body as { type: string; title?: string }[]) ?? []).filter((element) => element.type === 'Input.Toggle').map((element) => element.title ?? '');
}
