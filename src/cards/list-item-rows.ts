import { formatItem, type GroceryList, type ListItem, type Section, SECTIONS, sectionLabel, sectionOfItem } from '../lists';
import type { CardElement } from './adaptive-card';
import { CARD_VERBS } from './card-verbs';

/** Put before an item still to buy, and before one in the cart. */
export const TO_BUY_MARK = '☐';
export const IN_CART_MARK = '✓';

/** The heading of the part of a list card that holds the bought items. */
export const IN_CART_HEADING = 'In the cart';

/**
 * The rows of a list card, in the order a shopper walks the shop: each section's items still to buy
 * under its heading, then the bought ones under "In the cart". A heading is kept with its first item.
 */
export function listItemRows(list: GroceryList): CardElement[][] {
  const toBuy = new Map<Section, ListItem[]>();
  for (const item of list.items.filter((each) => !each.bought)) {
    const section = sectionOfItem(item);
    const inSection = toBuy.get(section) ?? [];
    inSection.push(item);
    toBuy.set(section, inSection);
  }
  const inCart = list.items.filter((item) => item.bought);
  const groups: CardElement[][] = [];
  for (const section of SECTIONS) {
    (toBuy.get(section) ?? []).forEach((item, index) => groups.push([...(index === 0 ? [sectionHeading(sectionLabel(section))] : []), toBuyRow(list, item)]));
  }
  inCart.forEach((item, index) => groups.push([...(index === 0 ? [sectionHeading(IN_CART_HEADING)] : []), inCartRow(list, item)]));
  return groups;
}

function sectionHeading(text: string): CardElement {
  return { type: 'TextBlock', text, weight: 'Bolder', color: 'Accent', spacing: 'Medium', wrap: true };
}

/** One tap puts the item in the cart: the row itself is the button, so a shopper with a full hand can hit it. */
function toBuyRow(list: GroceryList, item: ListItem): CardElement {
  const runs = [
    textRun(`${TO_BUY_MARK} ${formatItem(item)}`),
    ...(item.forRecipe ? [textRun(` · for ${item.forRecipe}`, { isSubtle: true })] : []),
    ...(item.addedBy ? [textRun(` · added by ${item.addedBy}`, { isSubtle: true })] : []),
  ];
  return itemRow(list, item, `Mark ${item.name} bought`, true, runs);
}

/** Struck through but still there, so everyone sees what is taken, and a mis-tap is one tap to undo. */
function inCartRow(list: GroceryList, item: ListItem): CardElement {
  const runs = [
    textRun(`${IN_CART_MARK} `, { isSubtle: true }),
    textRun(formatItem(item), { isSubtle: true, strikethrough: true }),
    ...(item.bought?.by ? [textRun(` · got by ${item.bought.by}`, { isSubtle: true })] : []),
  ];
  return itemRow(list, item, `Put ${item.name} back on the list`, false, runs);
}

/**
 * A row that is one Action.Execute. It says which state it asks for, not "toggle": a tap on a card
 * that is behind (someone else already ticked the milk) must not untick it.
 */
function itemRow(list: GroceryList, item: ListItem, title: string, bought: boolean, runs: CardElement[]): CardElement {
  return {
    type: 'Container',
    spacing: 'Small',
    selectAction: { type: 'Action.Execute', title, verb: CARD_VERBS.toggleBought, data: { listId: list.id, item: item.name, bought } },
    // A RichTextBlock's runs are plain text, not markdown: names are shown as typed without escaping.
    items: [{ type: 'RichTextBlock', inlines: runs }],
  };
}

function textRun(text: string, style: { isSubtle?: boolean; strikethrough?: boolean } = {}): CardElement {
  return { type: 'TextRun', text, ...style };
}
