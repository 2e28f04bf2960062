import type { AdaptiveCard } from '../../src/cards/adaptive-card';

/** The items a list card shows, as their checkboxes name them, without who added each. */
export function itemsOnCard(card: AdaptiveCard): string[] {
  return itemTitlesOnCard(card).map((title) => title.replace(/ · added by .*$/, ''));
}

/** The checkbox titles of a list card: each item as shown, with who added it. */
export function itemTitlesOnCard(card: AdaptiveCard): string[] {
  return ((card.body as { type: string; title?: string }[]) ?? []).filter((element) => element.type === 'Input.Toggle').map((element) => element.title ?? '');
}

/**
 * A card as a person reads it, from its JSON alone: its text blocks, facts and checkboxes ("[ ] …"),
 * then its buttons in brackets, one line each.
 */
export function cardAsText(card: AdaptiveCard): string {
  const lines: string[] = [];
  const visit = (element: Record<string, unknown>) => {
    if (element.type === 'TextBlock') {
      lines.push(String(element.text));
    } else if (element.type === 'Input.Toggle') {
      lines.push(`[ ] ${String(element.title)}`);
    } else if (element.type === 'FactSet') {
      lines.push(...((element.facts as { title: string; value: string }[]) ?? []).map((fact) => `${fact.title}: ${fact.value}`));
    } else {
      [...((element.items as Record<string, unknown>[]) ?? []), ...((element.columns as Record<string, unknown>[]) ?? [])].forEach(visit);
    }
  };
  ((card.body as Record<string, unknown>[]) ?? []).forEach(visit);
  const buttons = buttonsOnCard(card).map((button) => `[${button.title}]`);
  return [...lines, ...(buttons.length > 0 ? [buttons.join(' ')] : [])].join('\n');
}

/** A card's Action.Execute buttons: what pressing each sends. */
export function buttonsOnCard(card: AdaptiveCard): { title: string; verb: string; data: Record<string, unknown> }[] {
  return ((card.actions as { type: string; title: string; verb: string; data?: Record<string, unknown> }[]) ?? [])
    .filter((action) => action.type === 'Action.Execute')
    .map((action) => ({ title: action.title, verb: action.verb, data: action.data ?? {} }));
}
