import type { GroceryList, GroceryLists } from '../../../lists';
import { wholeItemNames } from '../lenient-text';
import { findNamedList, listByOwner } from '../list-phrases';
import { mentionedItems } from '../spot-request';
import { phraseAlternatives } from '../../../text/phrase-alternatives';
import { AMOUNT_HINT } from '../lenient-words';

/** The message without the bot's name it opens with ("Pantry, also dish soap"): the strict reading reads past it, and so do these. */
export function withoutAddress(text: string): string {
  return text.replace(/^\s*(?:(?:hey|hi|ok|okay|oi)\s+)?@?pantry\b\s*[,:!-]?\s*(?=\S)/iu, '');
}

/**
 * "the list" in a message that names no list is the main one, where several could be meant; in a
 * question whether something is there, it is any list.
 */
export function theListNamed(text: string, assumed: GroceryList | undefined, lists: GroceryLists): string {
  // "is juice on the list?", with several lists, asks about every one: never answered from one alone.
  const asked = /^\s*(?:is|are)\s+(?:there\s+)?(?:the\s+|any\s+|some\s+)?(?<item>.+?)\s+(?:still\s+)?(?:on|in)\s+(?:the|our|my)\s+(?:shopping\s+|grocery\s+)?list\b/iu.exec(text)?.groups?.item;
  if (lists.length > 1 && asked) {
    return `which list has ${asked}`;
  }
  // "who put cereal on the list?" asks who added it, wherever it is now.
  const added = /^\s*(?:pantry\s*,?\s*)?who\s+(?:put|added|add|stuck|wrote)\s+(?:the\s+)?(?<item>.+?)\s+(?:on|onto|to|in)\s+(?:the|our|my)\s+(?:shopping\s+|grocery\s+)?list\b/iu.exec(text)?.groups?.item;
  if (lists.length > 1 && added) {
    return `who added ${added}`;
  }
  const owned = changedForAnother(namesAsLists(listsByOwner(text, lists), lists), lists);
  return assumed ? owned.replace(/\b(?:the|our|my)\s+(?:shopping\s+|grocery\s+)?list\b/iu, assumed.name) : owned;
}

/**
 * A list's name as the strict reading reads it: "the pak n save shop" as "the pak n save list" (a
 * shop's name said with "shop" for its list), and "add L&P for the hangi" as "to the hangi" where
 * "hangi" is a list (the things are for it, so they go on it), as is "…, for the T&T list".
 */
function namesAsLists(text: string, lists: GroceryLists): string {
  let out = text;
  for (const list of lists) {
    const name = phraseAlternatives([list.name]);
    if (!/\bshop$/iu.test(list.name)) {
      out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])(${name})\\s+shop(?![\\p{L}])`, 'giu'), '$1 list');
    }
    // "tofu two pack please, for T&T list": "for" a list, named as a list, is where things go.
    out = out.replace(new RegExp(`(\\s+(?:please|pls))?[,\\s]+for\\s+((?:the|our|my)\\s+)?(${name})\\s+list(?![\\p{L}])`, 'iu'), ' to $2$3 list$1');
    if (/^\s*(?:pantry\s*,?\s*)?(?:please\s+)?(?:add|put|get|need)\b/iu.test(out)) {
      out = out.replace(new RegExp(`\\sfor\\s+((?:the|our|my)\\s+)?(${name})(?![\\p{L}\\p{N}])`, 'iu'), ' to $1$2');
    }
  }
  return out;
}

/**
 * A replacement with the item it replaces named as the lists have it: "change the Lavazza to Aldi
 * coffee" as "replace Lavazza coffee with Aldi coffee", where Lavazza coffee is the one item that
 * holds the word. "to" only where what follows is no amount ("change milk to 2 litres") and neither
 * side is a list ("change party to bbq" renames).
 */
function changedForAnother(text: string, lists: GroceryLists): string {
  return text.replace(/\b(?:change|switch|swap|replace|substitute)\s+(?<old>(?:the\s+)?[^,.!?;]+?)\s+(?<by>to|into|with|for)\s+(?<wanted>(?:the\s+)?[^,.!?;]+?)(?=\s*(?:[,.!?;]|$|\s+(?:and|then|please|pls|on|in)\b))/iu, (whole, old: string, by: string, wanted: string) => {
    const amount = /\d/u.test(wanted) || AMOUNT_HINT.test(wanted);
    const named = wholeItemNames(old, lists);
    const onList = mentionedItems(named, lists).length > 0 && findNamedList(lists, old) === undefined && findNamedList(lists, wanted) === undefined;
    if (!onList || (/^(?:to|into)$/iu.test(by) && amount)) {
      return whole;
    }
    return `replace ${named} with ${wanted}`;
  });
}

/** "Kai's camp list" as "camp", "the party list" as "Aoife's party": the one list meant, once whose it is is left aside. */
function listsByOwner(text: string, lists: GroceryLists): string {
  return text.replace(/\b(?:(?<owner>\p{L}+['’]s)|the|our|my)\s+(?<name>\p{L}+(?:\s+\p{L}+)?)\s+list\b/giu, (whole, owner: string | undefined, name: string) => {
    if (findNamedList(lists, owner ? `${owner} ${name}` : name)) {
      return whole;
    }
    const list = listByOwner(lists, owner ? `${owner} ${name}` : name);
    return list ? `the ${list.name} list` : whole;
  });
}
