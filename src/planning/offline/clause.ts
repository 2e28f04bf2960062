/**
 * What one request means, as the grammar reads it: the kind of request and its parts, each as the
 * person typed it. A list is kept as its phrase ("the party list", "it"): resolving it to a list is
 * the planner's work, against the conversation's lists.
 */

/** The items a request names: a list of them, or a word that points back at the last turn's ("them"). */
export type ItemsPhrase =
  | {
      readonly kind: 'items';
      readonly items: readonly string[];
      /** What was said of them and is no part of any name: "if they're cheap", "for the kids' lunches". */
      readonly notes: readonly string[];
      /** Set when the one item was quoted: it is taken as written, whatever it says. */
      readonly quoted?: boolean;
    }
  | { readonly kind: 'pointer'; readonly text: string; readonly one: boolean };

/** What a move or copy takes: named items, everything, or everything but some. */
export type WhatPhrase = { readonly kind: 'items'; readonly items: ItemsPhrase } | { readonly kind: 'everything'; readonly except?: ItemsPhrase; readonly on?: string };

export type Clause =
  | { readonly kind: 'add'; readonly items: ItemsPhrase; readonly list?: string; readonly explicit: boolean }
  | { readonly kind: 'followUp'; readonly items: ItemsPhrase; readonly marked: boolean; readonly more: boolean }
  | { readonly kind: 'remove'; readonly items: ItemsPhrase; readonly list?: string; readonly have: boolean }
  | { readonly kind: 'addEvery' | 'removeEvery'; readonly items: ItemsPhrase; readonly lists: string }
  /** `backOn`: "put the milk back on groceries", which adds it again when it was taken off. */
  | { readonly kind: 'mark'; readonly items: ItemsPhrase; readonly list?: string; readonly bought: boolean; readonly backOn?: true }
  | { readonly kind: 'markAll'; readonly list?: string; readonly except?: ItemsPhrase }
  | { readonly kind: 'clearBought'; readonly list?: string }
  | { readonly kind: 'create'; readonly name?: string; readonly quoted: boolean; readonly items?: ItemsPhrase; readonly copyOf?: string }
  | { readonly kind: 'deleteList'; readonly list: string; readonly mustExist: boolean }
  | { readonly kind: 'clearList'; readonly list: string }
  | { readonly kind: 'removeAllExcept'; readonly list: string; readonly kept: ItemsPhrase }
  | { readonly kind: 'show'; readonly list: string; readonly onlyIfThere: boolean }
  | { readonly kind: 'showLeft' | 'showAll' | 'allLists' | 'help' | 'greeting' | 'thanks' | 'cart' }
  | { readonly kind: 'showEvery'; readonly both: boolean }
  | { readonly kind: 'whoAdded'; readonly item: string; readonly list?: string }
  | { readonly kind: 'whichList'; readonly item: string }
  | { readonly kind: 'isOnList'; readonly item: string; readonly list: string }
  /** "did anyone get the milk?": whether it is ticked, on the list named or on any. */
  | { readonly kind: 'isBought'; readonly item: string; readonly list?: string }
  | { readonly kind: 'howMany'; readonly item: string; readonly list?: string }
  | { readonly kind: 'rename'; readonly list: string; readonly newName: string; readonly quoted: boolean }
  | { readonly kind: 'transfer'; readonly verb: 'move' | 'copy'; readonly what: WhatPhrase; readonly from?: string; readonly to: string }
  | { readonly kind: 'quantity'; readonly item: string; readonly quantity: string; readonly list?: string }
  | { readonly kind: 'section'; readonly items: ItemsPhrase; readonly section: string; readonly list?: string }
  | { readonly kind: 'replace'; readonly old: string; readonly replacement: string; readonly list?: string }
  /** "add our usual", and other items said with it ("the usual and some candles"). */
  | { readonly kind: 'addUsual'; readonly list?: string; readonly items?: ItemsPhrase }
  | { readonly kind: 'askUsual' }
  /** `list`: the one named, "at hardware now"; none, the list in play or every list with something to buy. */
  /** "lol", "fair enough", a row of emoji: said in passing, asking for nothing. */
  | { readonly kind: 'reaction' }
  | { readonly kind: 'goingShopping'; readonly list?: string }
  | { readonly kind: 'isUsual'; readonly items: ItemsPhrase }
  | { readonly kind: 'makeUsual' | 'stopSuggesting'; readonly items: ItemsPhrase }
  | { readonly kind: 'saveUsual'; readonly list?: string };

export type ClauseKind = Clause['kind'];
