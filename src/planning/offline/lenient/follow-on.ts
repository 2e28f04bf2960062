import { type GroceryLists, groceryWords, isKnownGrocery, itemKey, matchKey, parseItem } from '../../../lists';
import type { ValidatedPlan } from '../../plan';
import { plainWords } from '../lenient-text';
import { FOLLOW_ON_WORDS, TALK_WORDS } from '../lenient-words';
import { planOffline } from '../offline-planner';
import { mentionedItems } from '../spot-request';
import { isPhraseText } from '../phrase-index';
import { tokenize } from '../tokenize';
import type { LenientReading } from './lenient-reader';
import { doCommands } from './plan-checks';

/**
 * "and feta", "also 2 kg flour", a bare "kitchen roll": items to add, to the list in play. Only for
 * words that read as items, not talk: no person, question, verb of being or request.
 */
export function followOn(candidate: string, lists: GroceryLists, read: (text: string) => ReturnType<typeof planOffline>, found: (plan: ValidatedPlan, setAside: readonly string[]) => LenientReading | undefined): LenientReading | undefined {
  const words = tokenize(candidate).filter((token) => token.kind === 'word' || token.kind === 'number');
  const [lead] = words;
  const led = lead && FOLLOW_ON_WORDS.has(lead.key) ? candidate.slice(lead.end).replace(/^\s*(?:and|also|too)\b/i, '') : candidate;
  // "salsa & sour cream dip too": the "too" says it is more, not what it is.
  // "… too", "… thanks": what it is, without the word that says it is more, or the courtesy after it.
  const rest = led.replace(/(?:[\s,]+(?:please|thanks|cheers|too|as well|also|then))+\s*[.!]*\s*$/iu, '');
  const restWords = tokenize(rest).filter((token) => token.kind === 'word');
  // A tick mark, or names mostly on a list already, make it a tick in the shop, not more to buy ("eggs butter yoghurt ✅").
  const parts = rest.split(/,|\band\b|&|\+|\bn\b/iu).filter((part) => part.trim().length > 0);
  const ticks = /[✅✔☑]|\b(?:came|done|got|in)\b/iu.test(rest) || mentionedItems(rest, lists).length * 2 > Math.max(parts.length, 1);
  // "sure", "sounds good", "thanks": said to the bot, never a thing to buy, even after a question.
  const courtesy = (['reaction', 'thanks', 'greeting'] as const).some((category) => isPhraseText(rest.trim(), category));
  if (courtesy || ticks || candidate.includes('?') || /^\s*(?:did|does|do|is|are|has|have|was|were|who|what|any|anyone)\b/iu.test(rest) || restWords.length === 0 || restWords.length > 12 || restWords.some((token) => TALK_WORDS.has(token.key))) {
    return undefined;
  }
  // A slip in a name ("mozzarela") is read put right, before the name as typed.
  const respelt = plainWords(rest, true).text.trim();
  const putRight = respelt === rest.trim() ? undefined : read(`add ${respelt}`);
  const planned = putRight?.understood ? putRight : read(`add ${rest.trim()}`);
  const adds = planned.understood ? doCommands(planned.plan) : [];
  // Each item must look like a grocery: a word of it in the dictionary or on a list ("Piotr" is a person).
  const known = new Set([...groceryWords(), ...lists.flatMap((list) => list.items.flatMap((item) => matchKey(item.name).split(' ')))]);
  // ... and no run of names without a separator ("cheerios pb yogurt tomato paste"): at most three words each.
  const onLists = new Set(lists.flatMap((list) => list.items.map((item) => itemKey(item.name))));
  // A name of one word must be a grocery of its own: "kids" is a word of "kids' yoghurt", and no grocery.
  const groceryLike = adds.every((command) => command.action === 'addItems' && ((command.parameters.items as string[] | undefined) ?? []).every((item) => ((name, words) => words.length <= 3 && words.some((word) => known.has(word) || known.has(itemKey(word))) && (words.length > 1 || isKnownGrocery(name) || onLists.has(itemKey(name))))(matchKey(parseItem(item).name), matchKey(parseItem(item).name).split(' '))));
  return planned.understood && adds.length > 0 && groceryLike ? found(planned.plan, []) : undefined;
}
