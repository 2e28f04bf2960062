import { type GroceryLists, isAbbreviation, isKnownGrocery, itemKey, matchKey, mayBeMisspelt, parseItem, parseQuantity, respelt, UNIT_PATTERN } from '../../lists';
import { NUMBER_WORDS_PATTERN, numberFromWords } from '../../text/number-words';
import { withinOneEdit } from '../../lists/within-one-edit';
import { heardAs } from './doubtful-name';
import { FUNCTION_WORDS, SHORTHAND, TALK_WORDS } from './lenient-words';
import { type Token, tokenize } from './tokenize';

/**
 * The message with texting shorthand read out ("n" is and, "pls" please) and each misspelt grocery
 * word put right against the dictionary ("zuchini"), cut from the tokens' spans so that the rest
 * stays as typed (slips only when `respell`: "found" is one letter from "mound"). The words put right
 * are returned too, to be said back.
 */
export function plainWords(text: string, respell: boolean, names: readonly string[] = []): { readonly text: string; readonly respelt: readonly string[] } {
  const fixed: string[] = [];
  let out = '';
  let at = 0;
  let before: string | undefined;
  const tokens = tokenize(text);
  const named = tokensOfNames(tokens, names);
  for (const [index, token] of tokens.entries()) {
    // "L&P", "M&Ms": a mark joined to the letters either side is part of a name, not an "and".
    const joined = token.kind === 'mark' && tokens[index - 1]?.end === token.start && tokens[index + 1]?.start === token.end;
    const replacement = (token.kind === 'word' || token.kind === 'mark') && !joined && !named.has(index) ? (SHORTHAND[token.key] ?? (token.kind === 'word' && respell ? putRight(token.key, before) : undefined)) : undefined;
    before = token.key;
    if (replacement !== undefined && replacement !== token.key) {
      out += text.slice(at, token.start) + replacement;
      at = token.end;
      if (SHORTHAND[token.key] === undefined) {
        fixed.push(replacement);
      }
    }
  }
  return { text: out + text.slice(at), respelt: fixed };
}

/**
 * Which tokens are words of one of `names` as the message writes it: "pak n save" is a list, and its
 * "n" is no "and" to read out. Only names holding a word of shorthand are looked for.
 */
function tokensOfNames(tokens: readonly Token[], names: readonly string[]): Set<number> {
  const kept = new Set<number>();
  for (const name of names) {
    const words = name.toLowerCase().split(/\s+/u);
    if (words.length < 2 || !words.some((word) => SHORTHAND[word] !== undefined)) {
      continue;
    }
    const keys = tokenize(name).map((token) => token.key);
    for (let start = 0; start + keys.length <= tokens.length; start++) {
      if (keys.every((key, offset) => tokens[start + offset]?.key === key)) {
        keys.forEach((_, offset) => kept.add(start + offset));
      }
    }
  }
  return kept;
}

/** A word put right: one a phone mishears for a grocery ("flower"), or a slip for a grocery ("zuchini"). */
function putRight(word: string, before: string | undefined): string | undefined {
  return heardAs(word, before) ?? (!AMOUNT_WORDS.has(word) && mayBeMisspelt(word) ? respelt(word) : undefined);
}

// Units an amount written after a name may carry: "flour 2kg", "milk 2 l", "eggs 2 dozen".
const UNITS = `${UNIT_PATTERN}|dozen`;
/** The unit as said before a name: "1 kg onions" and "2 dozen eggs" with no "of", but "2 bottles of ginger beer". */
const unitBefore = (unit: string) => `${unit} ${isAbbreviation(unit) || unit.toLowerCase() === 'dozen' ? '' : 'of '}`;
// A count said in words or digits after a name: "flour 2kg", "chicken wings two kg".
const COUNT = `\\d+(?:[.,]\\d+)?(?![.,]?\\d)|${NUMBER_WORDS_PATTERN}`;
// Words of amounts, never slips for a grocery: "litre" is not "lite".
const AMOUNT_WORDS: ReadonlySet<string> = new Set(['litre', 'litres', 'liter', 'liters', 'kilo', 'kilos', 'gram', 'grams', 'dozen', 'half', 'couple', 'bunch', 'bunches', 'punnet', 'punnets', 'packet', 'packets', 'carton', 'cartons', 'bottle', 'bottles']);
// A word of a name: never the word that joins two items or leads to a list.
const NAME_WORD = "(?!(?:and|to|on|or)\\b)\\p{L}[\\p{L}'-]*";
const UNIT_WORDS = new RegExp(`^(?:${UNITS}|not|x)$`, 'iu');
// "lemons x4", "oat milk ×2": a count after the name.
const COUNT_AFTER = /(?<![\p{L}\p{N}])(?<name>(?!(?:and|to|on|or)\b)\p{L}[\p{L}'-]*(?: (?!(?:and|to|on|or)\b)\p{L}[\p{L}'-]*){0,3}?)\s*(?:x|×|\*)\s?(?<count>\d+)(?![\p{L}\p{N}])/giu;
const COUNT_OF_AFTER = new RegExp(`(?<![\\p{L}\\p{N}])(?<name>${'(?!(?:and|to|on|or)\\b)\\p{L}[\\p{L}\'-]*'}(?: ${'(?!(?:and|to|on|or)\\b)\\p{L}[\\p{L}\'-]*'}){0,3}?)\\s*(?:x|×|\\*)\\s?(?<count>\\d+)\\s+(?<unit>tins|cans|packs|bags|bottles|boxes|jars|cartons|tubs|rolls)(?![\\p{L}\\p{N}])`, 'giu');
// "flour 2kg", "milk 2 l": an amount with its unit after the name, where a separator or the end follows.
const AMOUNT_AFTER = new RegExp(`(?<![\\p{L}\\p{N}])(?<name>${NAME_WORD}(?: ${NAME_WORD}){0,3}?)\\s+(?<amount>${COUNT})\\s?(?<unit>${UNITS})(?=\\s*(?:$|[,;.!\\n]|\\b(?:and|to|on|in|into|onto|for|please|pls)\\b|&|\\+))`, 'giu');
// "ice, 2 bags", "add lemons, 6": the amount said after a comma, of a name said first, at the end of what is asked.
const AMOUNT_AFTER_COMMA = new RegExp(`(?<=^\\s*|[.;!?\\n]\\s*|\\b(?:add|and|also|plus|get|need|please)\\s+)(?<name>${NAME_WORD}(?: ${NAME_WORD}){0,3}?)\\s*,\\s*(?:like\\s+|about\\s+)?(?<amount>${COUNT})(?:\\s?(?<unit>${UNITS}))?(?:\\s+only)?(?=\\s*(?:$|[;.!\\n]|\\b(?:please|pls|thanks|thank you)\\b))`, 'giu');
// "avocado 3", "tomato, 6 of them": a bare count after a grocery's name, where nothing else follows it.
const COUNT_AFTER_GROCERY = new RegExp(`(?<![\\p{L}\\p{N}])(?<name>${NAME_WORD}(?: ${NAME_WORD}){0,2}?),?\\s+(?<count>\\d{1,2}(?![.,]?\\d))(?:\\s+of them)?(?=\\s*(?:$|[,;.!\\n]|\\b(?:and|please|pls|thanks|for|to|on)\\b))`, 'giu');
// "add avocados to no frills like 3", "add ginger beer to potluck, 2 bottles": the amount said after the list, at the end.
const AMOUNT_AFTER_LIST = new RegExp(`\\b(?<verb>add|put|get|need)\\s+(?:(?:also|please|the|some)\\s+)*(?<name>${NAME_WORD}(?: ${NAME_WORD}){0,3}?)(?:\\s+back)?\\s+(?<list>(?:to|on|onto)\\s+[^,.!?\\n]+?)\\s*,?\\s+(?<amount>${COUNT})(?:\\s?(?<unit>${UNITS}))?(?:\\s+(?:please|pls|thanks))?(?=\\s*(?:[.!]|$)|\\s+(?:this time|because|bc|cos|coz|since|for|so|as)\\b)`, 'iu');
// "chips!! 3 bags pls": an amount with its unit, alone after the name it is of, at the end.
const AMOUNT_ALONE_AFTER = new RegExp(`(?<![\\p{L}\\p{N}])(?<name>${NAME_WORD}(?: ${NAME_WORD}){0,2}?)\\s*[!.,]+\\s*(?<amount>\\d+(?:[.,]\\d+)?(?![.,]?\\d))\\s?(?<unit>${UNITS})(?:\\s+(?:please|pls|thanks))?\\s*[.!]*$`, 'iu');
// Words that end the name going back: "add lemons x4" names lemons, not "add lemons".
const LEADS = /^(?:add|get|buy|grab|need|and|also|plus|some|please|pls|to|on|the|more)\s+/iu;
// Words that ask for what follows them: the name an amount is said after starts after the last of them.
const ASKING_VERBS: ReadonlySet<string> = new Set(['add', 'put', 'get', 'buy', 'grab', 'need', 'please', 'pls']);

/** Punctuation said aloud to a phone ("comma", "full stop", "new line") as the marks it stands for. */
export function dictatedMarks(text: string): string {
  return text
    .replace(/\s*\b(?:full stop|period)\b\s*/giu, '. ')
    .replace(/\s*\bcomma\b\s*/giu, ', ')
    .replace(/\s*\b(?:new line|next line)\b\s*/giu, '\n')
    .replace(/\s*\bquestion mark\b\s*/giu, '? ')
    .trim();
}

/**
 * Questions about the lists, put the way the strict reading reads them: "is there coffee on any
 * list" as "is coffee on any list", "how much flour have we got on the list" as "how much flour is
 * on the list" (what is on it, not what was bought), "did mom get the milk" as asked of anyone.
 */
export function plainQuestions(text: string): string {
  return text
    // "did mom get the milk", "has Sam bought it": asked of one person, read as asked of anyone.
    .replace(/^(\s*(?:pantry\s*,?\s*)?)(did|has)\s+(?!(?:you|u|ya|anyone|anybody|someone|somebody|we|they|he|she|i)\b)\p{L}+\s+(get|got|buy|bought|grab|grabbed|pick|picked)\b/iu, '$1$2 anyone $3')
    .replace(/\bis there (?:any |some )?(?=[^?]+?\s(?:on|in)\s)/iu, 'is ')
    .replace(/\bhow (much|many) ([^?]+?) (?:have|has|do) (?:i|we|you|they)(?: got| have)? (on|in)\b/iu, 'how $1 $2 is $3');
}

/**
 * Phrasings English learnt second often uses, put the usual way: "add ginger also to groceries" as
 * "add ginger to groceries" (the "also" is said to the chat, not of the list), "please to add" as
 * "please add", "weetbix also bought" as "weetbix bought", "one new list" as "a new list", and "a
 * new list with the name Späti" as "a new list called Späti", and "make new list hot pot" as "make a new
 * list called hot pot".
 */
export function plainPhrasing(text: string): string {
  return text
    .replace(/\s+(?:also|too|as well|itself|only)\s+(?=(?:to|on|onto|in|into)\s+\S)/giu, ' ')
    .replace(/\b(please|pls|kindly)\s+to\s+(?=(?:add|put|remove|take|get|buy|tick|mark|move|delete|make|create)\b)/giu, '$1 ')
    .replace(/\s+(?:also|too|as well)\s+(?=(?:bought|got|done|ticked)[\s.!]*$)/giu, ' ')
    // "move the camera from warehouse back to camp", "put the milk back on": where it goes, not a thing.
    .replace(/\s+back\s+(?=(?:to|on|onto|into)\s+\S)/giu, ' ')
    .replace(/\bone\s+(?=new\s+list\b|list\s+(?:called|named)\b)/giu, 'a ')
    // "make new list hot pot": the article English learnt second leaves out, and the name with no "called".
    .replace(/\b(make|create|start)\s+(?:a\s+)?new\s+list\s+(?!(?:called|named|for|with|of)\b)(?=\p{L})/giu, '$1 a new list called ')
    .replace(/^(\s*(?:pantry\s*,?\s*)?(?:please\s+)?)new\s+list\s+(?!(?:called|named|for|with|of)\b)(?=\p{L})/iu, '$1make a new list called ')
    .replace(/\b(list)\s+(?:with|by|under)\s+the\s+name\s+(?:of\s+)?/giu, '$1 called ');
}

// "rice one bag please add to groceries", "sesame oil one bottle also please add": the thing, its amount, then the verb.
const VERB_LAST = new RegExp(`^(?<lead>\\s*(?:pantry\\s*,?\\s*)?)(?<name>(?!(?:add|put|please|pls|kindly)\\b)\\p{L}[\\p{L}' -]*?)\\s+(?<amount>\\d+(?:[.,]\\d+)?|${NUMBER_WORDS_PATTERN}|a|an)(?:\\s?(?<unit>${UNITS}))?\\s+(?:(?:also|please|pls|kindly)\\s+)*(?:add|put)(?<list>\\s+(?:it\\s+)?(?:to|on|onto|in)\\s+[^.!?]+?)?(?:\\s+(?:please|pls|also|too))*(?<end>[.!?].*)?$`, 'iu');


/**
 * The order English learnt second may put a request in, put the usual way: "rice one bag please add
 * to groceries" as "add 1 bag of rice to groceries".
 */
export function verbFirst(text: string): string {
  const said = VERB_LAST.exec(text)?.groups;
  if (!said?.name || !said.amount) {
    return text;
  }
  const { lead = '', name, amount, unit, list = '', end = '' } = said;
  // A count said in words, as the strict reading writes it in digits: "one bag" is "1 bag".
  const count = /^an?$/iu.test(amount) ? '1' : String(numberFromWords(amount) ?? amount);
  return `${lead}add ${count} ${unit ? unitBefore(unit) : ''}${name}${list}${end}`;
}

/**
 * Renames put the way the strict reading reads them: "rename birthday tea list as Bill's 80th" with
 * "to" (where "as" would open a remark), and "to just potluck" without the "just" that is no part of
 * the name.
 */
export function plainRenames(text: string): string {
  return text.replace(/\b(rename\s+(?:the\s+)?[^.!?\n]+?)\s+(?:as|to)\s+(?:just|simply|only)?\s*(?=\S)/iu, '$1 to ');
}

/**
 * "add for avocados", "put for cans of coconut milk": four, as dictation hears it, before a verb's
 * plural object; and a hedge before an amount left out.
 */
export function fourForFor(text: string): string {
  return text
    .replace(/\b(add|put|get|need|and|plus)\s+for\s+(?=\p{L}+s\b)/giu, '$1 4 ')
    // "like 6 cans of coke", "about 2 kg": a hedge before an amount is no part of the item.
    .replace(/\b(?:like|about|around|roughly|maybe|approx)\s+(?=\d)/giu, '')
    // "add another pack of wipes": one pack more, which adds up where there are some already.
    .replace(/\b(add|put|get|grab|buy)\s+another\s+(?=(?:pack|packet|bag|box|bottle|tin|can|jar|carton|loaf|bunch|tub|roll|case)\s+of\b)/giu, '$1 1 ');
}

// Where another item begins in a run said with no commas: an amount ("10 kg of", "2"), or "a"/"an" with a unit and "of" ("a leg of").
// An amount in words counts only with its unit: "three tins of chickpeas two tins of coconut cream", but "one" alone may be a name's.
const WORDED_AMOUNT = `(?:${NUMBER_WORDS_PATTERN})\\s+(?:${UNITS})\\b`;
const NEXT_AMOUNT = new RegExp(`(?<=\\p{L})[ \\t]+(?=(?:\\d+(?:[.,]\\d+)?\\s*\\p{L}|an?\\s+\\p{L}+\\s+of\\s|${WORDED_AMOUNT}))`, 'giu');
const AMOUNT_IN_RUN = new RegExp(`(?:^|\\s)(?:\\d+(?:[.,]\\d+)?\\s*\\p{L}|an?\\s+\\p{L}+\\s+of\\s|${WORDED_AMOUNT})`, 'iu');
// Words after which an amount belongs to what comes before: "set it to 3", "make it 2 not 3", "about 4".
const NOT_A_NAME_END: ReadonlySet<string> = new Set(['and', 'or', 'to', 'of', 'x', 'about', 'like', 'for', 'than', 'the', 'at', 'by', 'every', 'in', 'on', 'per', 'not', 'no', 'only', 'just', 'add', 'get', 'put', 'need', 'buy', 'make', 'is', 'are', 'be', 'around', 'approx', 'it', 'that', 'them', 'those', 'with', 'from', 'into', 'onto', 'after', 'before', 'until', 'till']);

/**
 * Items dictated in a run with no commas, each with its amount, parted where the next amount begins:
 * "put 2 chickens a leg of pork 10 kg of potatoes" as "put 2 chickens, a leg of pork, 10 kg of
 * potatoes". Only after an amount said already in the same run, so a single "add a bag of rice" is as typed.
 */
export function amountsApart(text: string): string {
  return text.replace(NEXT_AMOUNT, (space: string, at: number, whole: string) => {
    const before = whole.slice(0, at);
    const word = /(\p{L}+)$/u.exec(before)?.[1]?.toLowerCase() ?? '';
    const run = before.split(/[,;.!?\n]|\band\b/iu).at(-1) ?? '';
    const amountBefore = AMOUNT_IN_RUN.test(run);
    return amountBefore && !NOT_A_NAME_END.has(word) && !UNIT_WORDS.test(word) ? `,${space}` : space;
  });
}

/** The message with amounts written after names moved in front of them: "lemons x4" is "4 lemons", "flour 2kg" "2 kg flour". */
export function amountsFirst(text: string): string {
  // The name starts after the words that lead to it, and after the verb: "list please add tofu 2 blocks" names tofu.
  const lead = (name: string) => {
    let rest = name;
    let kept = '';
    for (let match = LEADS.exec(rest); match; match = LEADS.exec(rest)) {
      kept += match[0];
      rest = rest.slice(match[0].length);
    }
    const words = rest.split(' ');
    const verb = words.reduce((at, word, index) => (ASKING_VERBS.has(word.toLowerCase()) && index < words.length - 1 ? index : at), -1);
    const named = words.slice(verb + 1);
    // A verb alone ("add 4 pints to groceries") names nothing the amount is of.
    return { kept: kept + words.slice(0, verb + 1).map((word) => `${word} `).join(''), rest: named.length === 1 && ASKING_VERBS.has(named[0]?.toLowerCase() ?? '') ? '' : named.join(' ') };
  };
  // A "name" holding a unit or a number is an amount already placed: "1kg not 500g" is a correction.
  // So is one after "make" or "change": "make chicken thighs 1 pack" already says the amount it is to be.
  // So is one said of the name by a verb: "chicken thighs should be 1.5 kg" already says what the amount is to be.
  const placed = (name: string) => name.split(' ').some((word) => UNIT_WORDS.test(word)) || /\b(?:make|change|set|update)\s/iu.test(name) || /\b(?:be|is|are|was|were|to)$/iu.test(name);
  return text
    // "tuna x3 tins", "napkins x2 packs": a count of containers after the name.
    .replace(COUNT_OF_AFTER, (whole, name: string, count: string, unit: string) => (placed(name) ? whole : ((parts) => (parts.rest === '' ? whole : `${parts.kept}${count} ${unit} of ${parts.rest}`))(lead(name))))
    .replace(COUNT_AFTER, (whole, name: string, count: string) => (placed(name) ? whole : ((parts) => (parts.rest === '' ? whole : `${parts.kept}${count} ${parts.rest}`))(lead(name))))
    .replace(AMOUNT_AFTER, (whole, name: string, amount: string, unit: string) => (placed(name) ? whole : ((parts) => (parts.rest === '' ? whole : `${parts.kept}${amount} ${unitBefore(unit)}${parts.rest}`))(lead(name))))
    .replace(AMOUNT_AFTER_COMMA, (whole, name: string, amount: string, unit: string | undefined) => (placed(name) ? whole : ((parts) => (parts.rest === '' ? whole : `${parts.kept}${amount} ${unit ? `${unit} ` : ''}${parts.rest}`))(lead(name))))
    .replace(COUNT_AFTER_GROCERY, (whole, name: string, count: string) => ((parts) => (isKnownGrocery(parts.rest) ? `${parts.kept}${count} ${parts.rest}` : whole))(lead(name)))
    .replace(AMOUNT_AFTER_LIST, (whole, verb: string, name: string, list: string, amount: string, unit: string | undefined) => (placed(name) ? whole : `${verb} ${amount} ${unit ? unitBefore(unit) : ''}${name} ${list}`))
    .replace(AMOUNT_ALONE_AFTER, (whole, name: string, amount: string, unit: string) => (placed(name) ? whole : ((parts) => (parts.rest === '' ? whole : `${parts.kept}${amount} ${unit} of ${parts.rest}`))(lead(name))));
}

/**
 * The message with each word or run of words that is part of exactly one item's name, and no item's
 * whole name, written as that name: "got the flour" is "got the self raising flour" where that is
 * the only flour. For ticking and taking off, never for adding: "add flour" is new flour.
 */
export function wholeItemNames(text: string, lists: GroceryLists): string {
  const names = [...new Set(lists.flatMap((list) => list.items.map((item) => matchKey(item.name))))];
  const keys = new Set(names.map(itemKey));
  // "weetbix" for "weet-bix", "dish washer tabs" for "dishwasher tabs": the name written joined or apart.
  const joinedNames = new Map<string, string | undefined>();
  for (const name of names) {
    const joined = joinedKey(name);
    joinedNames.set(joined, joinedNames.has(joined) ? undefined : name);
  }
  const tokens = tokenize(text);
  let out = '';
  let at = 0;
  // Where the last name written ended: a name right after it, with only a space between, is another item ("sunscreen repellent").
  let lastNameEnd: number | undefined;
  const write = (start: number, end: number, name: string) => {
    const between = text.slice(at, start);
    out += (lastNameEnd === at && /^\s+$/u.test(between) ? ',' : '') + between + name;
    at = end;
    lastNameEnd = end;
  };
  for (let index = 0; index < tokens.length; ) {
    let replaced = false;
    for (let width = Math.min(3, tokens.length - index); width >= 1 && !replaced; width--) {
      const run = tokens.slice(index, index + width);
      const first = run[0];
      const last = run[run.length - 1];
      if (!first || !last || run.some((token) => token.kind !== 'word' && !(token.key === '-' && token !== first && token !== last))) {
        continue;
      }
      const phrase = itemKey(run.map((token) => token.key).join(' '));
      if (keys.has(phrase)) {
        // A whole name already: none of its words is written out again ("tim tams" is not "Tim Tams Tim Tams").
        write(first.start, last.end, text.slice(first.start, last.end));
        index += width;
        replaced = true;
        continue;
      }
      // "the" in "tick the tomatoes" is no word of "corn on the cob".
      if (phrase.length < 3 || (width === 1 && (FUNCTION_WORDS.has(phrase) || TALK_WORDS.has(phrase)))) {
        continue;
      }
      const joined = joinedNames.get(joinedKey(phrase));
      const holding = joined === undefined ? names.filter((name) => ` ${itemKey(name)} `.includes(` ${phrase} `)) : [joined];
      const [only] = holding;
      if (only !== undefined && holding.length === 1) {
        write((joined === undefined ? slipsBefore(tokens, index, only, phrase, at) : undefined)?.start ?? first.start, last.end, only);
        index += width;
        replaced = true;
      }
    }
    if (!replaced) {
      index += 1;
    }
  }
  return out + text.slice(at);
}

/** A name's letters with nothing between its words: "weet-bix" and "weetbix" are one. */
function joinedKey(name: string): string {
  return itemKey(name).replace(/[\s-]+/gu, '');
}

/**
 * The first of the words just before a run that are slips for the words of the name before it:
 * "orenge" in "orenge juice", for "orange juice", is part of the name, not a word beside it.
 */
function slipsBefore(tokens: readonly Token[], index: number, name: string, phrase: string, from: number): Token | undefined {
  const words = itemKey(name).split(' ');
  const matchedAt = words.findIndex((_, at) => words.slice(at, at + phrase.split(' ').length).join(' ') === phrase);
  let first: Token | undefined;
  for (let back = 1; matchedAt - back >= 0; back++) {
    const token = tokens[index - back];
    const wanted = words[matchedAt - back] ?? '';
    if (!token || token.kind !== 'word' || token.start < from || token.key === wanted || !withinOneEdit(token.key, wanted)) {
      break;
    }
    first = token;
  }
  return first;
}

/**
 * A request corrected as it was typed, as its correction: "add natural yogurt actually no make it
 * greek yogurt" is "add greek yogurt"; "add a kilo of mince no two kilos" is "add two kilos of mince".
 * Only where the words say it is a correction ("actually no", ", no,", "no, make it", "no" before an
 * amount): "get chips no salt" and "add milk no rush" are no corrections.
 */
export function correctedInPassing(text: string): string | undefined {
  const marker = CORRECTION.exec(text);
  const verb = marker ? CORRECTED_VERB.exec(text.slice(0, marker.index)) : null;
  if (!marker || !verb) {
    return undefined;
  }
  const said = text.slice(0, verb.index + verb[0].length);
  const first = text.slice(verb.index + verb[0].length, marker.index).trim();
  const second = text.slice(marker.index + marker[0].length).replace(/^(?:(?:make it|make that|i mean|sorry|wait|actually)[\s,]+)+/iu, '').replace(/[\s.!]+$/u, '');
  if (first.length === 0 || second.length === 0 || /[,.!?;]/u.test(second) || /^(?:not|need|thanks|worries|rush|hurry|problem)\b/iu.test(second)) {
    return undefined;
  }
  // "add natural yogurt to groceries, actually no, greek yogurt": the list said with the first goes with the second.
  const { what = first, list } = /^(?<what>.+?)\s+(?<list>(?:to|on|onto|for)\s+.+)$/iu.exec(first)?.groups ?? {};
  const { name } = parseItem(what);
  const onList = list === undefined || /\b(?:to|on|onto|for)\s/iu.test(second) ? '' : ` ${list}`;
  // Only an amount again: of the same thing.
  return parseQuantity(second) !== undefined ? `${said}${second} of ${name}${onList}` : `${said}${second}${onList}`;
}

// Where a correction begins: "…, no, …", "actually no", "no, make it …", "no" before an amount.
const CORRECTION = new RegExp(String.raw`[,.;!]\s*(?:actually\s+)?no\s*[,.!]\s*|\s(?:actually|wait|sorry)[\s,]+no\b[\s,]*|\s(?:no|actually)[\s,]+(?:make it|make that|i mean)\s+|\sno\s+(?=(?:\d|${NUMBER_WORDS_PATTERN}|a dozen|half)\b)`, 'iu');
const CORRECTED_VERB = /\b(?:add|get|need|put|buy)\s+/iu;

/**
 * A list's name typed with one slip, written as the list has it: "wats on no frils" asks about no
 * frills. Only names of five letters or more, and only where the words typed are no other list's
 * name: "aldi" is too short to tell from a slip of another word.
 */
export function listSlipsPutRight(text: string, lists: GroceryLists): string {
  const words = tokenize(text).filter((token) => token.kind === 'word');
  const names = new Set(lists.map((list) => matchKey(list.name)));
  let out = text;
  for (const list of lists) {
    const name = matchKey(list.name);
    const width = name.split(' ').length;
    if (name.replace(/\s/gu, '').length < 5) {
      continue;
    }
    for (let at = 0; at + width <= words.length; at++) {
      const run = words.slice(at, at + width);
      const typed = run.map((token) => token.key).join(' ');
      const first = run[0];
      const last = run[run.length - 1];
      if (first && last && typed !== name && !names.has(typed) && withinOneEdit(typed, name)) {
        out = out.replace(text.slice(first.start, last.end), list.name);
        break;
      }
    }
  }
  return out;
}

