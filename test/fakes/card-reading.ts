import type { AdaptiveCard } from '../../src/cards/adaptive-card';

/** One item on a list card: its row as read, and what tapping it sends. */
export interface ItemRow {
  /** The row's text, without the to-buy or in-the-cart mark: "milk · added by Alice". */
  readonly text: string;
  readonly bought: boolean;
  readonly verb: string;
  readonly data: Record<string, unknown>;
}

/** The item rows of a list card, in the card's order: to buy by section, then the cart. */
export function itemRowsOnCard(card: AdaptiveCard): ItemRow[] {
  const rows: ItemRow[] = [];
  const visit = (element: Record<string, unknown>) => {
    const action = element.selectAction as { verb?: string; data?: Record<string, unknown> } | undefined;
    if (element.type === 'Container' && action?.verb === 'toggleBought') {
      const data = action.data ?? {};
      rows.push({ text: textOf(element).replace(/^[☐✓] /, ''), bought: data.bought === false, verb: action.verb, data });
      return;
    }
    ((element.items as Record<string, unknown>[]) ?? []).forEach(visit);
  };
  ((card.body as Record<string, unknown>[]) ?? []).forEach(visit);
  return rows;
}

/** The items a list card shows, as written on it, without who added or got each or the recipe it is for: all of them, the cart last. */
export function itemsOnCard(card: AdaptiveCard): string[] {
  return itemTitlesOnCard(card).map(withoutWho);
}

/** The items still to buy on a list card, as written on it. */
export function itemsToBuyOnCard(card: AdaptiveCard): string[] {
  return itemRowsOnCard(card).filter((row) => !row.bought).map((row) => withoutWho(row.text));
}

/** The items in the cart on a list card, as written on it. */
export function itemsInCartOnCard(card: AdaptiveCard): string[] {
  return itemRowsOnCard(card).filter((row) => row.bought).map((row) => withoutWho(row.text));
}

/** The item rows' texts: each item as shown, with who added (or got) it. */
export function itemTitlesOnCard(card: AdaptiveCard): string[] {
  return itemRowsOnCard(card).map((row) => row.text);
}

function withoutWho(text: string): string {
  return text.replace(/ · (?:for|added by|got by) .*$/, '');
}

function textOf(element: Record<string, unknown>): string {
  if (element.type === 'TextBlock') {
    return String(element.text);
  }
  if (element.type === 'RichTextBlock') {
    return ((element.inlines as { text?: string }[]) ?? []).map((run) => run.text ?? '').join('');
  }
  return ((element.items as Record<string, unknown>[]) ?? []).map(textOf).join('\n');
}

/**
 * A card as a person reads it, from its JSON alone: its text blocks (a rich text block's runs
 * joined), facts and checkboxes ("[ ] …"), then its buttons in brackets, one line each. Text boxes
 * are left out.
 */
export function cardAsText(card: AdaptiveCard): string {
  const lines: string[] = [];
  const visit = (element: Record<string, unknown>) => {
    if (element.type === 'TextBlock' || element.type === 'RichTextBlock') {
      lines.push(textOf(element));
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

/** A button of a list card's Suggestions row: its title, what pressing it sends, and whether it sits in the row's menu. */
export interface SuggestionButton {
  readonly title: string;
  readonly verb: string;
  readonly data: Record<string, unknown>;
  readonly inMenu: boolean;
}

/** The Suggestions row's buttons, in order: each item's add, then its menu's "Stop suggesting"; none when the card has no row. */
export function suggestionsOnCard(card: AdaptiveCard): SuggestionButton[] {
  const body = (card.body as Record<string, unknown>[]) ?? [];
  const heading = body.findIndex((element) => element.type === 'TextBlock' && element.text === 'Suggestions');
  const sets = heading >= 0 ? body.slice(heading + 1, heading + 3).filter((element) => element.type === 'ActionSet') : [];
  return sets.flatMap((set) => set.actions as { title: string; verb: string; data?: Record<string, unknown>; mode?: string }[]).map((action) => ({
    title: action.title,
    verb: action.verb,
    data: action.data ?? {},
    inMenu: action.mode === 'secondary',
  }));
}

/** The items a list card suggests adding, as its buttons say them: "+ milk (due)". */
export function suggestedOnCard(card: AdaptiveCard): string[] {
  return suggestionsOnCard(card)
    .filter((button) => !button.inMenu)
    .map((button) => button.title);
}

/** The /reminders card's rows: what each reminder says, and its Cancel's tooltip and data. */
export function remindersOnCard(card: AdaptiveCard): { text: string; tooltip: string; data: Record<string, unknown> }[] {
  type Column = { items: Record<string, unknown>[] };
  const rows = ((card.body as Record<string, unknown>[]) ?? []).filter((element) => element.type === 'ColumnSet') as { columns: Column[] }[];
  return rows.map(({ columns }) => {
    const [said, buttons] = columns;
    const cancel = (buttons?.items[0]?.actions as { tooltip: string; data: Record<string, unknown> }[] | undefined)?.[0];
    return { text: String(said?.items[0]?.text ?? ''), tooltip: cancel?.tooltip ?? '', data: cancel?.data ?? {} };
  });
}
