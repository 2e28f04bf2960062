import { countOf, type GroceryList, type GroceryLists, itemKey, type ListItem, matchKey, UNIT_PATTERN } from '../../lists';
import { agree } from '../../text/agree';
import { joinWords } from '../../text/join-words';
import { FUNCTION_WORDS, GROCERY_SHORTHAND, TALK_WORDS } from './lenient-words';
import { tokenize } from './tokenize';
import { NUMBER_WORDS_PATTERN } from '../../text/number-words';

/**
 * A plain request the words of a message point at, when its sentences could not be read: "Got the
 * chicken thighs and the rice, Costco had a deal on" points at "got the chicken thighs and the
 * rice". `unasked` is false where the request was found among words it does not account for, so
 * that even a change that adds is offered behind a button, not made.
 */
export interface SpottedRequest {
  readonly request: string;
  readonly unasked: boolean;
  /** Set when the answer is a sentence of its own, not a request to read ("Halloumi stays on groceries."). */
  readonly answer?: string;
}

/** An item on a list that the message names, whole or by a word no other item's name holds. */
export interface MentionedItem {
  readonly list: GroceryList;
  readonly item: ListItem;
}

const LEADING_FILLER = /^(?:\s*(?:okay|ok|so|um+|uh+|right|and|oh|well|hey|hi|pantry|sorry|ah|also)\b[\s,!.]*)+/iu;
// What each kind of request is marked by, as words of the message.
const QUESTION = /\?\s*$|^(?:what|which|whats|what's|how|who|whos|who's|is|are|any|did|do we|have we)\b/iu;
const THANKS = /\b(?:thanks?|thank you|thx|ty|ta|cheers|lifesaver|star|legend|brilliant|obrigad[ao]|gracias|merci|danke|kamsahamnida|arigato|itadakimasu|nice one|tchau|bye|good night|night all|see you|good week)\b/iu;
// Words that ask for a change: a message holding one is no thanks alone.
const ASKS = /\b(?:add|put|remove|take|delete|clear|make|change|move|got|bought|need|get)\b/iu;
// "clear whats bought off house", "done shopping in costco": the cart of one list cleared.
const CLEAR = /\b(?:clear|done shopping|finished shopping)\b/iu;
// One thing swapped for another: "swap them for dairy milk, 3 bars".
const SWAP = /\bswap\b.*?\b(?:for|with)\s+(?<new>[^.!?]+)|\bgot\s+(?<got>[\p{L} ]+?)\s+instead\b/iu;
// The shop had none, or the shopper left it: "no coriander in centra", "they didn't have the dog food",
// "theyre out of nutmeg. leaving it", "strawberries were $5.99 so i skipped them, leave them on".
const NOT_IN_THE_SHOP = /^\s*no\s|\b(?:didn't have|didnt have|did not have|don't have|dont have|had no|have no|none left|out of stock|sold out|not in stock|couldn't find|couldnt find|no sign of|anywhere|(?:they'?re|they are|they were|shop'?s|store'?s|shop is|store is)\s+(?:all\s+)?out of|skipped|skipping|leave (?:it|them|those) on|leaving (?:it|them|those)(?: on)?|left (?:it|them) on)\b/iu;
// A store section named: "put it under snacks", "in household section".
const SECTION = /\bunder\s+(?:the\s+)?(?<under>produce|bakery|meat|fish|dairy|eggs|frozen|pantry|snacks|drinks|household|personal care|other)\b|\b(?:to|in|into)\s+(?:the\s+)?(?<named>produce|bakery|meat|fish|dairy|eggs|frozen|pantry|snacks|drinks|household|personal care|other)\s+(?:section|aisle)\b/iu;
// A tick taken back: "didn't get the garlic", "tofu was sold out", "the avocados aren't bought".
const NEGATION = /\b(?:didn't|didnt|did not|not|never|couldn't|couldnt)\s+(?:[\w']+\s+){0,2}(?:get|got|buy|bought|find|found)\b|\b(?:sold out|out of it|out of them|left (?:it|them) on the shelf|put (?:it|them|the [\p{L} ]{1,30}?) back|(?:aren't|arent|isn't|isnt|not) bought)\b/iu;
const TICKED = /\b(?:got|bought|buyed|grabbed|picked up|ticked|in the trolley|in the basket|in the cart|in trolley|'s in|all in|took|done)\b|✅|✔/iu;
// A part of a tick that says an item was not got: "olive oil they don't have", "so I skip".
const NOT_GOT = /\b(?:not|don't|dont|didn't|didnt|no|skip|skipped|sold out|out of|couldn't|couldnt|none)\b/iu;
const REMOVE = /\b(?:remove|take (?:[\w']+ ){0,4}off|take (?:[\w']+ ){0,4}out|delete|don't need|dont need|no need for|get rid of|scrap|bin (?:the|it|that|them)|ignore|(?<!don't |dont |do not |not )forget|rm)\b/iu;
const CORRECT = /\b(?:make (?:it|that|them|the)|change|actually|instead|should be|only need|is fine|not \d|need \d|we need|is actually)\b/iu;
const LISTS_QUESTION = /\blists\b/iu;
const CART_QUESTION = /\b(?:bought|buyed|in the cart|in my trolley|in the trolley|in my basket|in the basket|ticked|got so far|have i got|have we got|got already|so far)\b/iu;
const LEFT_QUESTION = /\b(?:left|still|to get|not ticked|remaining|need)\b/iu;
const USUAL_QUESTION = /\b(?:usual|staples|regulars)\b/iu;
const WHO_QUESTION = /^\s*who\b/iu;
const WHO_BOUGHT = /^\s*who\s+(?:bought|got|grabbed|picked\s+up|ticked(?:\s+off)?)\b/iu;
// A question that names where it means: "on camping", "in the party one".
const NAMES_A_PLACE = /\b(?:on|in|for|from)\s+(?!the list\b|my list\b|our list\b|it\b|there\b)\p{L}/iu;
const COUNT_QUESTION = /\bhow many\b|\bwhat'?s on\b|\bwhat is on\b/iu;

// An amount as people say one: "3", "1.5 kg", "two packs", "a dozen", "one and a half kilos".
const UNIT = `(?:${UNIT_PATTERN}|dozen)`;
// Money is no amount to buy: "12 quid a bottle", "£4.99".
const MONEY = /(?:[£$€]\s?\d+(?:[.,]\d+)?|\b\d+(?:[.,]\d+)?\s?(?:quid|pounds?|dollars?|bucks|euros?|p|cents?)\b)(?:\s+(?:a|an|per|each)(?:\s+\p{L}+)?)?/giu;
const AMOUNT = new RegExp(`(?<!\\w)(?<number>\\d+(?:[.,]\\d+)?|one and a half|a dozen|dozen|a half|${NUMBER_WORDS_PATTERN}|an?(?=\\s?${UNIT}))(?:\\s?(?<unit>${UNIT}))?(?!\\w)`, 'giu');
const AMOUNT_IN = new RegExp(String.raw`\d|\b(?:${NUMBER_WORDS_PATTERN}|dozen|half|an?\s+(?:${UNIT_PATTERN}))\b`, 'iu');
const OLD_AMOUNT = new RegExp(`\\b(?:not|instead of|from)\\s+(?:the\\s+)?(?<number>\\d+(?:[.,]\\d+)?|${NUMBER_WORDS_PATTERN})(?:\\s?${UNIT})?\\b`, 'giu');

/**
 * The plain requests a message's words point at, nearest first: a question about the lists, thanks,
 * a list to delete, items to take off, to put back, to tick, or an amount to change. Each names only
 * lists and items that are there; none is read as adding, since what a story holds is no request to add it.
 */
export function spottedRequests(text: string, lists: GroceryLists, everyday: GroceryList | undefined): SpottedRequest[] {
  // "okay so what have I still to get": the fillers a question or request begins with say nothing.
  const lower = text.toLowerCase().replace(/[’‘]/g, "'").replace(LEADING_FILLER, '');
  const mentioned = mentionedItems(text, lists);
  const list = mentionedList(text, lists);
  const found: SpottedRequest[] = [];
  const names = (items: readonly MentionedItem[]) => joinWords(items.map(({ item }) => `the ${item.name}`));
  const perListOf = (items: readonly MentionedItem[], request: (items: readonly MentionedItem[]) => string) => [...new Set(items.map((each) => each.list))].map((on) => request(items.filter((each) => each.list === on)));
  // A question is one sentence: "What a night. You can delete the list now" is no question.
  if (QUESTION.test(lower) && !/[.!]\s+\S/u.test(lower.trim())) {
    const [first] = mentioned;
    if (WHO_QUESTION.test(lower) && first && WHO_BOUGHT.test(lower)) {
      // "who bought the ice na?": who put it in the cart, not who asked for it.
      const { item, list: on } = first;
      const by = item.bought?.by;
      found.push({ request: '', unasked: true, answer: item.bought ? (by ? `${by} bought the ${item.name} on ${on.name}.` : `The ${item.name} on ${on.name} is bought; nobody is recorded as buying it.`) : `Nobody has bought the ${item.name} yet: it is still to buy on ${on.name}.` });
    } else if (WHO_QUESTION.test(lower) && first) {
      found.push({ request: `who added the ${first.item.name}`, unasked: true });
    } else if (LISTS_QUESTION.test(lower) && !list) {
      found.push({ request: 'what lists do I have?', unasked: true });
    } else if (USUAL_QUESTION.test(lower)) {
      found.push({ request: 'what are our usual items', unasked: true });
    } else if (/^\s*(?:is|are|any)\b/iu.test(lower) && list) {
      // "is the cake on the christening list": what is asked about, whether or not it is there.
      const asked = first?.item.name ?? /^\s*(?:is|are|any)\s+(?:there\s+)?(?:the\s+|any\s+|some\s+)?(?<item>.+?)\s+(?:on|in)\b/iu.exec(lower)?.groups?.item;
      if (asked) {
        found.push({ request: `is ${asked} on ${list.name}?`, unasked: true });
      }
    } else if ((LEFT_QUESTION.test(lower) || COUNT_QUESTION.test(lower)) && (list ?? (NAMES_A_PLACE.test(lower) ? undefined : everyday))) {
      // "what have I still to get" is about the everyday list; "what's on camping?", with no camping list, is about none.
      found.push({ request: `show ${(list ?? everyday)?.name}`, unasked: true });
    } else if (CART_QUESTION.test(lower)) {
      found.push({ request: "what's in the cart?", unasked: true });
    }
    return found;
  }
  if (list && CLEAR.test(lower) && /\b(?:bought|ticked|shopping|cart|got)\b/iu.test(lower)) {
    found.push({ request: `clear the bought items off ${list.name}`, unasked: false });
    return found;
  }
  if (list && /\bclear\b/iu.test(lower) && /\b(?:whole|entire|everything|all)\b/iu.test(lower)) {
    found.push({ request: `clear the ${list.name} list`, unasked: false });
    return found;
  }
  if (THANKS.test(lower) && !ASKS.test(lower) && mentioned.length === 0 && !/\d/u.test(lower)) {
    found.push({ request: 'thanks', unasked: true });
    return found;
  }
  if (mentioned.length === 0) {
    if (list && REMOVE.test(lower) && /\b(?:list|one)\b/iu.test(lower)) {
      found.push({ request: `delete the ${list.name} list`, unasked: false });
    }
    return found;
  }
  // "Put the prosecco under drinks please, and the chips under snacks": each part its own section.
  if (!REMOVE.test(lower) && !/\badd\b/iu.test(lower) && SECTION.test(lower)) {
    // One section said: every item named goes there ("the burgers and the veggie burgers under frozen").
    const sections = new Set([...lower.matchAll(new RegExp(SECTION.source, 'giu'))].map((match) => match.groups?.under ?? match.groups?.named));
    for (const part of sections.size === 1 ? [text] : text.split(/[.;!?\n]|,|\band\b/iu)) {
      const groups = SECTION.exec(part.toLowerCase())?.groups;
      const section = groups?.under ?? groups?.named;
      const items = mentionedItems(part, lists);
      if (section && items.length > 0) {
        for (const request of perListOf(items, (each) => `move ${names(each)} to ${section}`)) {
          found.push({ request, unasked: true });
        }
      }
    }
    return found;
  }
  const byList = new Map<GroceryList, MentionedItem[]>();
  for (const each of mentioned) {
    byList.set(each.list, [...(byList.get(each.list) ?? []), each]);
  }
  const perList = (request: (items: readonly MentionedItem[], on: GroceryList) => string, which: (each: MentionedItem) => boolean) =>
    [...byList].flatMap(([on, items]) => ((chosen) => (chosen.length > 0 ? [request(chosen, on)] : []))(items.filter(which)));
  // "swap them for tenderstem", "got kitchen roll instead": one item off, another on, offered.
  const swap = SWAP.exec(text)?.groups;
  const [swapped] = mentioned;
  if (swap?.new && swapped && mentioned.length === 1) {
    found.push({ request: `remove ${swapped.item.name} from ${swapped.list.name}`, unasked: false }, { request: `add ${swap.new.trim()} to ${swapped.list.name}`, unasked: false });
    return found;
  }
  // "no halloumi anywhere", "they didn't have my contact solution": the item stays to buy, and that is the answer.
  if (!ASKS.test(lower.replace(/\b(?:got|get)\b/giu, '')) && NOT_IN_THE_SHOP.test(lower) && mentioned.every(({ item }) => item.bought === undefined)) {
    for (const [on, items] of byList) {
      const named = joinWords(items.map(({ item }) => item.name));
      found.push({ request: '', unasked: true, answer: `OK: ${named} ${agree(items.map(({ item }) => item.name), 'stays', 'stay')} on ${on.name}, still to buy.` });
    }
    return found;
  }
  if (REMOVE.test(lower)) {
    for (const request of perList((items, on) => `remove ${joinWords(items.map(({ item }) => item.name))} from ${on.name}`, () => true)) {
      found.push({ request, unasked: false });
    }
    return found;
  }
  if (NEGATION.test(lower) && mentioned.some(({ item }) => item.bought !== undefined)) {
    for (const request of perList((items, on) => `put ${names(items)} back on ${on.name}`, ({ item }) => item.bought !== undefined)) {
      found.push({ request, unasked: true });
    }
    return found;
  }
  const [only] = mentioned;
  const amount = only && mentioned.length === 1 && CORRECT.test(lower) ? newAmount(lower, only.item) : undefined;
  if (only && amount) {
    // Made unasked only where the amount is said with the item: "im 17 not 7. put balloons back" is about a birthday.
    const together = text.split(/[;!?\n]|\.(?!\d)/u).some((part) => mentionedItems(part, lists).length > 0 && newAmount(part.toLowerCase(), only.item) === amount);
    found.push({ request: `change the ${only.item.name} to ${amount}`, unasked: together });
    return found;
  }
  // A bare "sparkling water and plantain chips too" in the shop: ticks, offered, when every thing it lists is on a list.
  const onlyItems = !TICKED.test(lower) && !ASKS.test(lower) && everyPhraseNamesAnItem(text, mentioned);
  if (TICKED.test(lower) || onlyItems) {
    // Items named in a part that says they were not got are left as they are, and the tick is only offered.
    // So are those said after "but": "got the milk but the eggs were gone".
    const notGot = new Set(text.split(/[.;!?\n]|,|(?=\bbut\b)/iu).filter((part) => NOT_GOT.test(part) || /^\s*but\b/iu.test(part)).flatMap((part) => mentionedItems(part, lists).map(({ item }) => item)));
    // An item named that is ticked already ("carrot" for the carrots bought last week) is one the tick does not account for,
    // and "but" says more than the tick: "got the yogurts but there were only 3".
    const accounted = TICKED.test(lower) && notGot.size === 0 && !/\bbut\b/iu.test(lower) && mentioned.every(({ item }) => item.bought === undefined) && everyPhraseNamesAnItem(text, mentioned);
    for (const request of perList((items, on) => `got ${names(items)} from ${on.name}`, ({ item }) => item.bought === undefined && !notGot.has(item))) {
      found.push({ request, unasked: accounted });
    }
  }
  return found;
}

// What holds an item, never the item: "a bag of spinach" is not the bin bags.
const CONTAINERS: ReadonlySet<string> = new Set(['bag', 'pack', 'packet', 'tin', 'can', 'bottle', 'box', 'jar', 'tub', 'carton', 'case', 'roll', 'bunch', 'loaf', 'piece', 'block', 'kg', 'kilo', 'litre', 'big', 'small', 'large', 'fresh', 'frozen', 'red', 'green', 'white', 'black', 'one']);

// Words that may stand before an item's name: "the", "some", "and".
const LEAD_WORDS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'some', 'and', 'or', 'of', 'any', 'more', 'our', 'my', 'your', 'those', 'these', 'that', 'this', 'also', 'too', 'plus', 'with', 'from', 'for', 'on', 'off', 'in', 'to', 'at', 'but', 'then', 'no', 'not']);

// What joins the things a message lists: "the ice, the foil and the cling film".
const PHRASE_BREAK = /,|;|\n|\band\b|&|\+|\bplus\b|\bn\b/iu;
// Words of a tick that name nothing to buy.
const TICK_WORDS: ReadonlySet<string> = new Set(['got', 'bought', 'buyed', 'grabbed', 'picked', 'ticked', 'trolley', 'basket', 'cart', 'took', 'done', 'also', 'too', 'well', 'as', 'all', 'the', 'some', 'from', 'for', 'now', 'yesterday', 'today', 'already', 'them', 'both']);

/**
 * Whether each thing the message lists is an item it names: "got the choppd toms and cheddar" lists
 * "the choppd toms", which names none, so ticking the cheddar alone is not what was asked.
 */
function everyPhraseNamesAnItem(text: string, mentioned: readonly MentionedItem[]): boolean {
  const named = new Set(mentioned.flatMap(({ item }) => ((parts) => [...parts, ...parts.slice(1).map((part, at) => itemKey(`${parts[at]}${part}`))])(wordKeys(item.name).split(' '))));
  return text.split(PHRASE_BREAK).every((phrase) => {
    const words = tokenize(phrase).filter((token) => token.kind === 'word').map((token) => itemKey(token.key.replace(/'s$/u, '')));
    // Two letters may name a thing too ("the oj"), so only the words that never do are passed over.
    const content = words.filter((word) => word.length >= 2 && !TALK_WORDS.has(word) && !TICK_WORDS.has(word) && !LEAD_WORDS.has(word) && !/^\d/u.test(word));
    // A word right beside a name that is not part of it is another thing listed: "napkins tablecloth banner".
    const besideAName = words.some((word, at) => !named.has(word) && content.includes(word) && (named.has(words[at - 1] ?? '') || named.has(words[at + 1] ?? '')));
    return content.length === 0 || (content.some((word) => named.has(word)) && !besideAName);
  });
}

/**
 * The items on the lists the message names: by their whole name ("the chicken thighs"), or by a
 * word of it that no other item's name holds ("the flour" for self raising flour).
 */
export function mentionedItems(text: string, lists: GroceryLists): MentionedItem[] {
  const words = tokenize(text).filter((token) => token.kind === 'word').map((token) => ((key) => GROCERY_SHORTHAND[key] ?? itemKey(key))(token.key.replace(/'s$/u, '')));
  const said = ` ${words.join(' ')} `;
  // Each word of a name as the dictionary spells it ("onions" is onion); the whole name may also go by another name ("spring onions", green onion).
  const all = lists.flatMap((list) => list.items.map((item) => ({ list, item, key: wordKeys(item.name), also: itemKey(matchKey(item.name)) })));
  // The longest name said wins: "spring onions" is not also "onions".
  const saidWhole = all.filter(({ key, also }) => (key.length >= 2 && said.includes(` ${key} `)) || (also.length >= 2 && said.includes(` ${also} `)));
  const wholeKeys = saidWhole.map(({ key }) => key);
  const times = (key: string) => said.split(` ${key} `).length - 1;
  const named = saidWhole.filter(({ key }) => !wholeKeys.some((other) => other !== key && ` ${other} `.includes(` ${key} `) && times(key) <= times(other)));
  // A name on several lists is the one on the list the message names most items of.
  const mentionsOn = (list: GroceryList) => named.filter((each) => each.list === list).length;
  const whole = named.filter((each) => !named.some((other) => other !== each && other.key === each.key && mentionsOn(other.list) > mentionsOn(each.list)));
  const used = new Set(whole.flatMap(({ key }) => key.split(' ')));
  // A word stands for an item only where the word before it is no other noun: "a free sausage roll" is not the kitchen roll.
  const standsAlone = (at: number, itemWords: readonly string[]) => ((before) => before === undefined || itemWords.includes(before) || TALK_WORDS.has(before) || LEAD_WORDS.has(before) || TICK_WORDS.has(before))(words[at - 1]);
  // A word of a list's own name ("braai", "party") names the list, not an item that holds it ("braai wood").
  const listWords = new Set(lists.flatMap((list) => wordKeys(list.name).split(' ')));
  const byWord = words.filter((word, at) => word.length >= 3 && !used.has(word) && !TALK_WORDS.has(word) && !FUNCTION_WORDS.has(word) && !CONTAINERS.has(word) && !listWords.has(word) && all.some(({ key }) => key.split(' ').includes(word) && standsAlone(at, key.split(' ')))).flatMap((word) => {
    // A word of the name, or two of its words run together ("teabags" for tea bags).
    const holding = all.filter(({ key }) => ((parts) => parts.includes(word) || parts.some((part, at) => at + 1 < parts.length && itemKey(`${part}${parts[at + 1]}`) === word))(key.split(' ')));
    return holding.length === 1 ? holding : [];
  });
  const seen = new Set<ListItem>();
  return [...whole, ...byWord].filter(({ item }) => !seen.has(item) && Boolean(seen.add(item))).map(({ list, item }) => ({ list, item }));
}

/** A name's words, each as the dictionary spells it: "spring onions" is "spring onion". */
function wordKeys(name: string): string {
  return matchKey(name).split(' ').map(itemKey).join(' ');
}

/** The one list the message names, whole or by a word of its name no other list's name holds ("kuba's one"). */
function mentionedList(text: string, lists: GroceryLists): GroceryList | undefined {
  const words = tokenize(text).filter((token) => token.kind === 'word').map((token) => token.key.replace(/'s$/u, ''));
  const said = ` ${words.join(' ')} `;
  const whole = lists.filter((list) => said.includes(` ${matchKey(list.name).replace(/'s\b/gu, '')} `));
  if (whole.length === 1) {
    return whole[0];
  }
  const byWord = lists.filter((list) => matchKey(list.name).replace(/'s\b/gu, '').split(' ').some((word) => word.length >= 3 && word !== 'list' && words.includes(word)));
  return byWord.length === 1 ? byWord[0] : undefined;
}

/** The amount a correction sets: the one said that is neither the amount the item has nor the one it is "not". */
function newAmount(said: string, item: ListItem): string | undefined {
  // "one more", "another": more of it, which the strict reading adds up; not an amount to set.
  if (/\b(?:more|another|extra)\b/iu.test(said)) {
    return undefined;
  }
  // The correction's own clause, the one that names the item: "the tomatoes make that a kilo because … put 2 kg of onions" sets the tomatoes alone.
  // A sentence ends at a full stop, never at a decimal point ("1.5 kg").
  const clauses = said.replace(MONEY, ' ').split(/\b(?:because|cos|coz|since|and then|also)\b|[;!?\n]|\.(?!\d)/iu);
  const itemWords = wordKeys(item.name).split(' ');
  const lower = clauses.find((clause) => tokenize(clause).some((token) => itemWords.includes(itemKey(token.key))) && AMOUNT_IN.test(clause)) ?? said.replace(MONEY, ' ');
  const old = new Set([...lower.matchAll(OLD_AMOUNT)].map((match) => numberOf(match.groups?.number ?? '')));
  const current = item.quantity === undefined ? undefined : numberOf(item.quantity.split(' ')[0] ?? '');
  const candidates = [...lower.matchAll(AMOUNT)]
    .map((match) => ({ number: numberOf(match.groups?.number ?? ''), unit: match.groups?.unit }))
    .filter(({ number }) => number !== undefined && !old.has(number) && number !== current);
  const [only, ...more] = candidates;
  if (!only || more.some((each) => each.number !== only.number)) {
    return undefined;
  }
  return only.unit ? `${only.number} ${only.unit}` : only.number;
}

/** The number an amount says, in digits: "1.5" for "one and a half" or "1,5". */
function numberOf(written: string): string | undefined {
  const number = countOf(written.replace(/^a\s+half$/iu, 'half'));
  return number === undefined ? undefined : String(number);
}
