import { formatItem, type GroceryList } from '../lists';
import type { Suggestion } from '../shopping/suggestions';
import type { CardElement } from './adaptive-card';
import { CARD_VERBS } from './card-verbs';

/** The heading of the row of items a list's card offers to add. */
export const SUGGESTIONS_HEADING = 'Suggestions';

/**
 * The Suggestions row under a list: one button per usual or due item not on it, each adding it with
 * one tap; "Stop suggesting" for each sits in a "..." menu under them, out of a shopper's thumb's way.
 * The item travels as its text, so a tap adds what the button said even when the usual has changed.
 */
export function suggestionRow(list: GroceryList, suggestions: readonly Suggestion[]): CardElement[] {
  if (suggestions.length === 0) {
    return [];
  }
  const listData = { listId: list.id, list: list.name };
  const texts = suggestions.map((suggestion) => ({ suggestion, text: formatItem(suggestion) }));
  return [
    { type: 'TextBlock', text: SUGGESTIONS_HEADING, weight: 'Bolder', color: 'Accent', spacing: 'Medium', separator: true, wrap: true },
    {
      type: 'ActionSet',
      spacing: 'Small',
      actions: texts.map(({ suggestion, text }) => ({ type: 'Action.Execute', title: `+ ${text}${suggestion.why === 'due' ? ' (due)' : ''}`, verb: CARD_VERBS.addSuggestion, data: { ...listData, item: text } })),
    },
    // A set of its own: Teams shows at most five actions in a set, and these all go in its "..." menu.
    {
      type: 'ActionSet',
      spacing: 'None',
      actions: texts.map(({ suggestion }) => ({ type: 'Action.Execute', title: `Stop suggesting ${suggestion.name}`, verb: CARD_VERBS.stopSuggesting, data: { ...listData, item: suggestion.name }, mode: 'secondary' })),
    },
  ];
}
