import { NUMBER_WORDS_PATTERN } from '../../text/number-words';

/**
 * Words the lenient reading reads otherwise than as typed, as data: texting shorthand, and the
 * words that mark a message as talk rather than a list of items. The strict reading's lexicon is
 * lexicon.ts; these are only ever tried after it has read the message and found no sure reading.
 */

/** Shorthand for the word it stands for: "milk n eggs pls". */
export const SHORTHAND: Readonly<Record<string, string>> = {
  n: 'and', en: 'and', '&': 'and', '+': 'and', u: 'you', ur: 'your', pls: 'please', plz: 'please', pleaseee: 'please', thx: 'thanks', tnx: 'thanks', ty: 'thanks',
  tmrw: 'tomorrow', tmr: 'tomorrow', '2moro': 'tomorrow', '2day': 'today', tonite: 'tonight', w: 'with', 'w/': 'with', b4: 'before', abt: 'about', bc: 'because', cos: 'because',
  coz: 'because', cuz: 'because', ppl: 'people', ya: 'you', yr: 'your', pcs: 'pieces', doz: 'dozen', btl: 'bottle', btls: 'bottles',
  wat: 'what', wats: "what's", watz: "what's",
  // Keyboard slips of the words around a request, never of a grocery: "pls ad 4 apples", "move everyting exept the rice".
  ad: 'add', adn: 'and', teh: 'the', hte: 'the', pleas: 'please', plese: 'please', pleae: 'please', whcih: 'which', wich: 'which', exept: 'except', excpet: 'except',
  everyting: 'everything', evrything: 'everything', eveything: 'everything', lsit: 'list', tommorow: 'tomorrow', tomorow: 'tomorrow', tommorrow: 'tomorrow',
  // Courtesy and joining words of French and Spanish in an English message: "s'il te plaît", "por favor", "y".
  stp: 'please', svp: 'please', merci: 'thanks', porfa: 'please', porfavor: 'please', gracias: 'thanks', y: 'and',
  // Said while thinking, to a phone that types it: no word of the request.
  uh: '', um: '', umm: '', erm: '', uhh: '',
};

/**
 * Words a phone types for a grocery it misheard ("two bags of self raising flower"), read as the
 * grocery where something is added, and said back. Each is a word no grocery list means as typed.
 */
export const MISHEARD: Readonly<Record<string, string>> = {
  serial: 'cereal', salary: 'celery', leaks: 'leeks', pairs: 'pears', beats: 'beets', mustered: 'mustard', currents: 'currants',
};

/** "fresh time", "self raising flower": a grocery, after a word that says which ("flowers" for a party are flowers). */
export const MISHEARD_AFTER: Readonly<Record<string, { readonly after: ReadonlySet<string>; readonly heard: string }>> = {
  time: { after: new Set(['fresh', 'dried', 'some']), heard: 'thyme' },
  flower: { after: new Set(['raising', 'plain', 'bread', 'corn', 'rice', 'wholemeal', 'of', 'kg', 'g']), heard: 'flour' },
};


/**
 * Short names for groceries, for finding an item already on a list ("got the cauli" ticks the
 * cauliflower). Never used to rename what is added: people keep their own words for new items.
 */
export const GROCERY_SHORTHAND: Readonly<Record<string, string>> = {
  cauli: 'cauliflower', broc: 'broccoli', brocc: 'broccoli', toms: 'tomato', spuds: 'potato', spud: 'potato', avo: 'avocado', avos: 'avocado',
  choc: 'chocolate', parm: 'parmesan', mozz: 'mozzarella', veggies: 'vegetable', sarnie: 'sandwich', brekkie: 'breakfast', oj: 'orange juice', tp: 'toilet paper', pb: 'peanut butter',
};


/**
 * Words that say an amount with no digit: a number in words, "dozen", "half", "couple", and the units
 * a household counts in, said alone ("two packs", "bags this time"). Units that begin names as often
 * as they measure ("roll" in kitchen roll, "bar", "head", "tray") are left out, and so are "can" and
 * "case" but for "a can of" and "a case of": "I can help", "in case".
 */
export const AMOUNT_HINT = new RegExp(
  String.raw`\b(?:${NUMBER_WORDS_PATTERN}|dozen|half(?!\s+(?:the|as|price)\b)|couple|packs?|packets?|bags?|bottles?|tins?|cans|can\s+of|cases|case\s+of|boxes|jars?|cartons?|kilos?|kg|grams?|litres?|liters?|lbs?|pounds?|pints?)\b`,
  'iu',
);

/**
 * Words that make a message talk, not a bare list of items to add: people, questions, being and
 * having. "kitchen roll" is an item; "i only had one coffee" is not.
 */
export const TALK_WORDS: ReadonlySet<string> = new Set([
  'i', "i'm", 'im', "i've", "i'll", 'me', 'my', 'we', "we're", 'were', "we've", 'us', 'our', 'you', 'your', 'he', 'she', 'they', 'it', "it's", 'its', 'this', 'that', 'who', 'what',
  'why', 'how', 'when', 'where', 'which', 'is', 'are', 'was', 'am', 'be', 'been', 'had', 'has', 'have', 'did', 'do', 'does', "don't", 'dont', 'not', 'no', 'yes', 'if', 'will',
  'would', 'should', 'could', 'can', 'just', 'really', 'so', 'lol', 'haha', 'oh', 'ok', 'okay', 'thanks', 'thank', 'hi', 'hey', 'hello', 'bye', 'night', 'morning', 'there',
  'like', 'about', 'maybe', 'only', 'says', 'said', 'say', 'told', 'tell', 'one', 'ones', 'came', 'list', 'lists', 'reminder', 'remind', 'left', 'bought', 'got', 'get', 'need', 'want', 'made', 'make', 'put', 'take', 'remove', 'delete', 'clear', 'show', 'tell',
]);

/**
 * Words a household calls its people by, in the languages it mixes in: "mum did you get…",
 * "nani the atta is here", "lola po…", "right everyone, …". A message that opens with one is said to them.
 */
export const PEOPLE_WORDS: ReadonlySet<string> = new Set([
  'mum', 'mom', 'mam', 'mama', 'mummy', 'mommy', 'ma', 'dad', 'da', 'papa', 'daddy', 'baba', 'nan', 'nana', 'nani', 'nanu', 'dadi', 'gran', 'granny', 'grandma', 'grandad', 'grandpa',
  'lola', 'lolo', 'tita', 'tito', 'kuya', 'ate', 'auntie', 'aunty', 'uncle', 'khala', 'ouma', 'oupa', 'babe', 'hun', 'love', 'dear', 'darling', 'bro', 'sis',
  'everyone', 'everybody', 'folks', 'fam', 'yall', "y'all",
]);

/** Words that join or point, never a word of an item's name on their own: "the" finds no "corn on the cob". */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(['the', 'and', 'for', 'off', 'with', 'from', 'out', 'into', 'onto', 'some', 'any', 'all', 'per', 'but', 'nor', 'yet', 'than', 'then', 'too', 'very']);

/** Words that lead a follow-up: "and feta", "also 2 kg flour", "oh and bin bags". */
export const FOLLOW_ON_WORDS: ReadonlySet<string> = new Set(['and', 'also', 'plus', 'oh', 'too', 'n']);

/** Words after which what follows is a reason or a remark, not the request: "take the rice off, found a bag". */
export const REMARK_OPENERS: ReadonlySet<string> = new Set(['because', 'cos', 'coz', 'cuz', 'bc', 'since', 'as', 'so', 'but', 'though', 'for', 'lol', 'haha', 'btw', 'thanks', 'thx', 'cheers']);
