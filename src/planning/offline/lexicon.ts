/**
 * Every word the offline planner knows, by what it does in a request. The grammar (grammar.ts)
 * names these categories and nothing else: adding a verb, a filler or a marker is one line here.
 * Phrases are written lowercase, words apart; an apostrophe is typed straight or curly alike.
 * A word outside the lexicon may stand only where an item's or a list's name may.
 */
export const LEXICON = {
  // Said before a request and meaning nothing for the lists: "hey", "ok so", "can you", "please".
  opening: [
    'hey', 'hi', 'hello', 'hiya', 'yo', 'good morning', 'good afternoon', 'good evening', "g'day", 'gday', 'happy new year', 'merry christmas', 'merry xmas', 'ok', 'okay', 'k', 'so', 'oh', 'ah', 'um', 'umm', 'hmm', 'right', 'alright', 'pantry', 'bot', 'please', 'pls', 'plz',
    'kindly', 'nah', 'yeah', 'yep', 'ok so', 'right so', 'fine', 'ok fine', 'alright then', 'ok then', 'just', 'now', 'then', 'quick', 'quickly', 'actually', 'btw', 'oops', 'sorry', 'also', 'and', 'plus', 'and also', 'oh and', 'oh also',
    'can you', 'could you', 'would you', 'will you', 'can u', 'could u', 'can we', 'could we', 'can i', 'could i', 'pls can we', 'please can we', '+', 'can you please', 'could you please', 'would you please', 'please can you',
    'please could you', 'pls can you', 'can someone', 'could someone', 'can somebody', 'can anyone', 'could anyone', "i'd like you to",
    'i would like you to', 'i want you to', 'i need you to', "let's", 'lets', 'guys', 'team', 'everyone', 'ooh', 'oooh', 'ooo', 'oo', 'oh yeah', 'ooh and', 'ah and', 'haha',
  ],
  // Said after a request: "thanks", "please", "for me".
  closing: [
    'please', 'pls', 'plz', 'thanks', 'thank you', 'thanks so much', 'thank you so much', 'thanks a lot', 'thank you very much', 'many thanks', 'cheers',
    'thx', 'ty', 'ta', 'for me', 'for us', 'now', 'x', 'xx', 'xxx', 'lol', 'haha', 'asap', 'when you can', 'if you can', 'thanks in advance',
    'already', 'anymore', 'any more', 'after all', 'instead', 'for now', 'so far', 'yet', 'still', 'then', 'rn', 'right now', 'at the moment',
    'anyway', 'anyways', 'regardless', 'either way', 'only', 'just',
    // Please in the languages a household mixes in: "make a new list called raclette stp".
    'stp', 'svp', "s'il te plaît", "s'il vous plaît", 'asseblief', 'bitte', 'por favor', 'merci', 'dankie', 'danke', 'gracias',
    // Tagalog's courtesy and softeners said after a request: "is garlic bought already po?", "make it 500 grams na lang".
    'po', 'na po', 'naman', 'naman po', 'lang', 'na lang', 'lang po', 'salamat', 'salamat po',
    // Courtesy said with an endearment: "… called sunday dinner please love".
    ...['please', 'pls', 'thanks', 'thank you', 'ta', 'cheers'].flatMap((courtesy) => ['love', 'dear', 'hun', 'mate', 'darling', 'babe', 'pet'].map((dear) => `${courtesy} ${dear}`)),
  ],
  // What makes a message a follow-up of the one before: "and eggs", "bread too".
  followOnLead: ['and', 'also', 'and also', 'plus', 'oh and', 'oh also', 'and some', 'also some', '+', 'and another', 'another'],
  followOnTail: ['too', 'as well', 'also'],

  // Verbs of an add that says which list, or is sure there is one: "add", "put".
  // "ad" is how "add" is often typed in a hurry, and is no grocery.
  addVerb: [
    'ad',
    'add', 'put', 'stick', 'throw', 'pop', 'include', 'append', 'jot down', 'write down', 'note down', 'chuck', 'bung', 'whack', 'slap', 'plonk',
    'add on', 'put down', 'stick down', 'throw in', 'chuck in', 'pop on', 'put on', 'add in',
  ],
  // Verbs that say something is wanted: an add, read only when the list is plain.
  needVerb: [
    'need', 'we need', 'i need', 'we also need', 'i also need', "we'll need", 'we will need', "we're gonna need", 'we gonna need', 'we still need',
    'get', 'buy', 'grab', 'pick up', 'remember', 'remember to get', 'remember to buy', 'remember to grab', 'remember to pick up', "don't forget", 'dont forget',
    "don't forget to get", 'dont forget to get', "don't forget the", 'we want', 'i want', 'want', 'we gotta get', 'gotta get', 'we have to get',
    'have to get', 'must get', 'we must get', 'should get', 'we should get', 'we should buy', 'can we get', 'could we get', 'can we have',
    'could we have', 'can we grab', 'we are running low on', 'we are low on', 'we are almost out of', 'we are nearly out of', 'we are running out of', 'i am out of', 'we have run out', 'can i get', 'could i get', 'can someone get', 'can someone grab', 'can someone pick up', 'someone get',
    'someone grab', 'someone pick up', 'we could do with', 'could do with', 'we could use', 'we are out of', "we're out of", 'were out of', 'out of',
    "i'm out of", 'im out of', 'we ran out of', 'ran out of', "we've run out of", 'weve run out of', 'we have run out of', 'run out of',
    'we just ran out of', 'just ran out of', "we're running low on", 'running low on', "we're low on", 'low on', "we're almost out of",
    'almost out of', "we're nearly out of", 'nearly out of', "we're running out of", 'running out of', 'we need to get', 'need to get',
    'we need to buy', 'need to buy', 'stock up on', 'we need to stock up on',
    // Out of it, as a second language says it: "we are finished with the milk".
    'we are finished with', "we're finished with", 'we finished', 'we have finished', "we've finished", 'we used up', "we've used up",
  ],
  // Verbs that take items off a list: "remove", "take off".
  removeVerb: [
    'remove', 'delete', 'take', 'take off', 'take out', 'strike', 'strike off', 'scratch', 'scratch off', 'drop', 'erase', 'get rid of', 'knock off',
    'nix', 'forget', 'forget about', 'scrap', 'cancel', 'lose', 'ditch', 'bin', 'remove the', "we don't need", 'we dont need', "don't need",
    'dont need', 'we do not need', 'no need for', "we won't need", 'no more',
  ],
  // "We have milk already": not needed, so off the list.
  // "I have them" in the shop says they are bought, at home that they are not needed: no "i have" without "already".
  haveVerb: ['we have', 'we already have', 'i already have', 'we have got', "we've got", 'weve got', "we've already got", 'we still have', "we've still got", 'we have plenty of', "we've got plenty of", 'we got plenty of', 'we already got'],
  // Bought in the shop: ticked, not removed.
  boughtVerb: [
    'got', 'bought', 'picked up', 'purchased', 'grabbed', 'found', 'i got', 'we got', 'i bought', 'we bought', 'i picked up', 'we picked up',
    'i grabbed', 'we grabbed', 'i found', 'i purchased', 'just got', 'just bought', 'just picked up', 'i just got', 'i just bought',
    'i just picked up', 'we just got', 'i already got', 'i already bought', 'we already bought', 'i finally got', 'i have bought', "i've bought",
    "i've picked up", "i've got", 'ive got', 'i have got', 'tick', 'tick off', 'cross off', 'check off', 'mark off', 'cross', 'check', 'tick the',
    'in the trolley', 'in the cart', 'in the basket', 'got the', 'bought the',
  ],
  // Bought after all not: the tick comes off.
  unboughtVerb: [
    'put back', 'untick', 'uncheck', 'unmark', 'un-tick', 'un-check', 'unbuy', "i didn't get", 'i didnt get', "we didn't get", 'i did not get',
    "i couldn't get", 'i couldnt get', "we couldn't get", "i couldn't find", 'i couldnt find', "we couldn't find", 'i never got', "didn't get",
    'didnt get', "couldn't get", "couldn't find", 'they were out of', 'the shop was out of', 'the store was out of', 'they had no', 'there was no',
  ],
  // Words after a ticked item: "tick milk off", "mark milk as bought", "milk is done".
  tickedAfter: ['off', 'as bought', 'bought', 'as done', 'done', 'as got', 'got', 'as purchased', 'purchased', 'as gotten'],
  untickedAfter: ['back', 'as not bought', 'not bought', 'as not done', 'not done', 'back on', 'back on the list'],
  beingBought: ['is done', 'are done', 'was done', 'were done', 'is bought', 'are bought', 'is sorted', 'are sorted', 'is got', 'is in the cart', 'are in the cart', 'is in the trolley', 'are in the trolley', 'is in the basket', 'are in the basket', 'done', 'sorted', 'in the trolley', 'in the cart', 'in the basket', 'in trolley', 'in cart', 'in basket', 'bought', 'got it', 'got them', 'got', 'all done', 'all in', 'all got', 'in', 'are in', 'is in', 'all sorted', '✓', '✔', '✔️', '✅', '☑', '☑️', '✔✔', 'check', 'tick'],
  // What people call the bot: said to it at the start of a message, and a word a list's name may hold.
  botName: ['pantry', 'bot'],
  // Asking after a purchase: "did anyone get …", "has Sam bought …", "is the bread bought yet".
  someoneAsked: ['you', 'u', 'ya', 'anyone', 'anybody', 'someone', 'somebody', 'any one', 'any body', 'some one', 'some body', 'we', 'they', 'he', 'she', 'you guys', 'yous', "y'all"],
  gotAsked: ['get', 'got', 'buy', 'bought', 'grab', 'grabbed', 'pick up', 'picked up', 'find', 'found', 'remember', 'manage to get'],
  boughtState: ['bought', 'got', 'done', 'ticked', 'ticked off', 'in the cart', 'in the trolley', 'in the basket', 'sorted'],
  // Marks that tick what stands before them, one item after another: "eggs ✅ bread ✅".
  checkMark: ['✓', '✔', '✔️', '✅', '☑', '☑️', 'done', '✔✔'],
  // The items already bought, as a whole: "clear the bought items", "done shopping".
  boughtItems: [
    'bought items', 'the bought items', 'all the bought items', 'bought things', 'the bought things', 'bought stuff', 'the bought stuff', 'bought ones',
    'the bought ones', 'ticked items', 'the ticked items', 'ticked off items', 'the ticked off items', 'ticked ones', 'the ticked ones', 'checked items',
    'the checked items', 'checked off items', 'the checked off items', 'crossed off items', 'the crossed off items', 'done items', 'the done items',
    'purchased items', 'the purchased items', 'ticked stuff', 'the ticked stuff', 'ticked things', 'the ticked things', 'the done stuff', 'the bought bits', 'checked stuff', 'the checked stuff', 'the crossed off stuff', 'crossed off stuff', 'ticked off stuff', 'the ticked off stuff', 'stuff we got', 'the stuff we got', 'the things we got', 'everything we got', 'what we got', 'bought', 'ticked', 'checked', 'the cart', 'cart', 'the trolley', 'trolley', 'the basket', 'basket',
    'my cart', 'our cart', 'the stuff we bought', 'the things we bought', 'what we bought', "what we've bought", 'everything we bought',
    // What one person got is not the whole cart: "what I got" is left to a model, or to the lenient reading to offer.
    'the ones we got', 'the ones we bought',
    'everything bought', 'everything ticked', 'everything ticked off',
  ],
  clearVerb: ['clear', 'empty', 'wipe', 'reset', 'clean', 'clear out', 'clean out', 'clean up', 'clear off', 'wipe out', 'empty out'],
  doneShopping: ["i'm done shopping", 'im done shopping', 'i am done shopping', "we're done shopping", 'we are done shopping', 'done shopping', 'finished shopping', 'all done shopping', "i'm finished shopping", 'done with the shopping', 'done with the shop', 'finished the shopping', 'finished the shop', 'shopping done', 'shop done', 'back from the shop', 'back from the shops', 'back from the store'],
  createVerb: ['create', 'make', 'start', 'set up', 'begin', 'open', 'create me', 'make me', 'make us', 'start me', 'start us', 'create up', 'set us up', 'add', 'new', 'we need', 'i need', 'need', 'can we have', 'can we get', 'could we have', 'let us have'],
  deleteVerb: ['delete', 'remove', 'drop', 'trash', 'erase', 'get rid of', 'bin', 'scrap', 'destroy', 'throw away', 'discard', 'kill', 'ditch', 'lose', 'nuke'],
  showVerb: [
    'show', 'show me', 'show us', 'view', 'display', 'read', 'read me', 'read out', 'open', 'see', 'let me see', 'let us see', 'list', 'print', 'give me',
    'pull up', 'bring up', "what's on", 'whats on', 'what is on', "what's in", 'whats in', 'what is in', "what's left on", 'whats left on',
    'what is left on', "what's left in", "what's still on", 'whats still on', "what's currently on", 'what do we have on', 'what do i have on',
    'what have we got on', "what's left to buy on", 'whats left to buy on', "what's left to get on", 'what do we need from', 'what do we still need from',
    'what do we need on', 'what do i need from', 'what do i still need from', 'what do i still need on', 'what else do we need from', 'what else do i need from', 'what do i need on', 'what do we still need on', 'what is still on', 'what still needs getting from', 'what do we have left on', "what's still left on", 'what is left to buy on', 'what is left to get on', "what's left to buy from", "what's left to get from", 'what do we have to buy from', 'what do we have to get from', 'show me what is on', "show me what's on",
    'show me the items on', 'show the items on', 'show me the items in', 'can i see', 'can we see', 'can i have a look at', 'check',
  ],
  // The question that shows the list it names only when a list goes by that name: "for tacos" is a plan.
  showForVerb: ['what do we need for', 'what do we still need for', 'what do i need for', 'what do we have to buy for', 'what do we have to get for', "what's left for", 'what is left for', "what's needed for", 'what else do we need for'],
  // "what's still left on costco", "anything left to get for the party": what is left to buy, asked in parts.
  askWhat: ["what's", 'whats', 'what is', "what're", 'what are', 'what', 'anything', 'anything else', 'is there anything', 'is anything'],
  leftToBuy: ["haven't we got", 'havent we got', 'have we not got', "haven't we got yet", 'havent we got yet', "haven't we bought", 'havent we bought', "haven't i got", 'havent i got', "haven't i got yet", "is not got yet", "isn't got yet", 'not got yet', 'not bought yet', 'left', 'remaining', 'left to get', 'left to buy', 'to get', 'to buy', 'still to get', 'still to buy', 'still left', 'still left to get', 'still left to buy', 'still needed', 'needed', 'outstanding', 'else to get', 'else to buy'],
  // "What's left?" with no list: the one the previous turn was about, or the only one.
  showLeft: ["what's left", 'whats left', 'what is left', "what's left to buy", 'whats left to buy', "what's left to get", 'what do we still need', 'what do we need', 'what do i need', 'what else do we need', "what's still on the list", "what's on the list", 'whats on the list', 'what is on the list', 'show me the list', 'show the list', 'the list', 'list', "what's on it", 'whats on it', 'what is on it', 'show it', 'show me it', 'what have we got', 'what remains', "what's remaining", 'what still needs buying', 'what else is there'],
  renameVerb: ['rename', 'retitle', 'rename the', 'change the name of', 'switch the name of', 'update the name of', 'change the title of'],
  callVerb: ['call', 'name'],
  transferVerb: ['move', 'copy', 'transfer', 'shift', 'duplicate'],
  copyVerb: ['copy', 'duplicate'],
  replaceVerb: ['replace', 'swap', 'swap out', 'switch', 'switch out', 'substitute', 'change'],
  quantityVerb: ['change', 'set', 'update', 'make', 'turn', 'bump', 'bump up', 'increase', 'reduce', 'lower', 'raise', 'up', 'change the quantity of', 'set the quantity of', 'change the amount of', 'set the amount of', 'change the number of', 'set the number of', 'we need', 'need', 'actually make', 'actually'],
  // A new amount said as the item: "we only need 1 milk".
  onlyNeed: ['we only need', 'we just need', 'only need', 'just need', 'we only want', 'only get', 'just get', 'we only need to get', 'i only need'],
  sectionVerb: ['put', 'move', 'file', 'place', 'shift', 'sort', 'list'],
  sectionBelongs: ['goes', 'go', 'belongs', 'belong', 'should go', 'should be', 'is', 'are', 'goes in', 'go in', 'belongs in', 'belong in', 'goes under', 'go under', 'belongs under', 'should go in', 'should go under', 'should be in', 'should be under', 'is in', 'are in', 'is under', 'are under', 'is found in', 'lives in'],
  sectionPreposition: ['under', 'in with', 'in', 'into', 'to', 'with', 'in the', 'under the', 'into the', 'to the', 'with the', 'in with the'],
  whoAdded: ['who added', 'who put', 'who wanted', 'who asked for', 'who added the', 'who put the', 'who wanted the', 'who asked for the', 'who needs', 'who wants'],
  whichList: ['which list has', 'which list have', 'what list has', 'which list holds', 'which list contains', 'what list contains', 'which lists have', 'which lists has', 'what lists have', 'which lists contain', 'which list is', 'what list is', 'where is', "where's", 'wheres', 'is there', 'do we have', 'have we got', 'which list are'],
  whichListTail: ['on', 'on it', 'in it', 'on them', 'in', 'on the list', 'on a list', 'on any list', 'on any of the lists', 'on our lists', 'on the lists', 'already', 'on there', 'down', 'down already', 'on the list already', 'already on the list'],
  inTheCart: [
    "what's in the cart", 'whats in the cart', 'what is in the cart', "what's in the trolley", "what's in the basket", 'what is in the basket',
    'what is in the trolley', "what's in my cart", "what's in our cart", 'what have we got in the cart', 'what have i got in the cart',
    'what do we have in the cart', 'what have we got', 'what have we got so far', 'what have we bought', 'what have we bought so far',
    'what have i bought', 'what have i bought so far', 'what did we get', 'what did we buy', 'what did i get', 'what did i buy', 'what did we get already',
    "what's been bought", "what's bought", 'whats bought', 'what is bought', "what's already bought", "what's been bought so far", 'what has been bought',
    "what's bought so far", 'what have we already got', 'what have we already bought', "what's ticked", "what's ticked off", 'what is ticked off',
  ],
  // The household's usual items, as a whole: "add our usual", "the usual please".
  theUsual: [
    'our usual', 'the usual', 'usual', 'the usuals', 'our usuals', 'usuals', 'the usual stuff', 'our usual stuff', 'usual stuff', 'the usual things', 'our usual things',
    'the usual items', 'our usual items', 'usual items', 'the usual shop', 'our usual shop', 'the usual list', 'our usual list', 'the regulars', 'our regulars',
    'the regular stuff', 'our regular stuff', 'the staples', 'our staples', 'the usual order', 'our usual order', 'the normal stuff', 'our normal stuff',
    'the weekly stuff', 'our weekly stuff', 'the usual groceries', 'our usual groceries', 'the weekly staples', 'our weekly staples', 'the usual bits',
    'our usual bits', 'the usual weekly stuff', 'our usual weekly stuff', 'the usual weekly shop', 'our usual weekly shop', 'our usual items again', 'the usual again', 'our usual again', 'usual again',
    'the rest of the usual', 'the rest of our usual', 'rest of the usual', 'the rest of the usuals', 'the rest of our usuals', 'the rest of the usual stuff', 'the rest of our usual stuff',
  ],
  // "what do we usually buy?": the usual items, and how often each is bought.
  usualQuestion: [
    'what do we usually buy', 'what do we usually get', 'what do we normally buy', 'what do we normally get', 'what do we always buy', 'what do we always get',
    'what do i usually buy', 'what do i usually get', 'what do we usually need', 'what do we buy every week', 'what do we get every week', 'what do we regularly buy',
    "what's our usual", 'whats our usual', 'what is our usual', "what's the usual", 'whats the usual', 'what is the usual', 'what are our usuals', 'what are the usuals',
    'what are our staples', 'what are the staples', 'what are our regulars', 'what are our usual items', 'what are the usual items', "what's on our usual", 'what is on our usual',
    "what's in our usual", 'what is in our usual', 'show our usual', 'show me our usual', 'show the usual', 'show me the usual', 'show our staples', 'show me our staples',
    'list our usual', 'list our staples', 'list the usual', 'what do we buy most', 'what do we buy most often', 'what do we get most often', 'what counts as usual',
    'what do we usually pick up', 'what do we normally need', 'what are our usual things', 'what is usual', "what's usual", 'tell me our usual', 'remind me what our usual is',
    'whats in our usual', 'whats on our usual', 'whats usual', 'whats our usual list', "what's our usual list", 'what is our usual list', "what's in the usual", 'whats in the usual',
    "what's our usual shop", 'whats our usual shop', 'what are our usual items', "what's our usuals", 'whats our usuals', 'what r our usuals', 'whats the usuals', "what's the usuals", 'what do we normally buy each week', 'what do we usually buy each week',
  ],
  // Said of items to make them usual: "milk is a staple".
  stapleSaid: [
    'is a staple', 'are staples', 'are a staple', 'is one of our staples', 'are some of our staples', 'are our staples', 'is a regular', 'are regulars', 'is usual', 'are usual',
    'is part of our usual', 'are part of our usual', 'is part of the usual', 'are part of the usual', 'is one of our usuals', 'is one of the usuals', 'should be a staple',
    'should be staples', 'is a weekly staple', 'are weekly staples', 'is on our usual', 'is in our usual', 'are in our usual', 'are on our usual', 'should be usual',
    'is always on the list', 'are always on the list', 'should always be on the list', 'is a staple now', 'are staples now', 'is one of our regulars', 'are our regulars',
    'is a staple too', 'are staples too', 'is a staple as well', 'are staples as well', 'is usual too', 'are usual too', 'is one of our staples too', 'is also a staple', 'are also staples',
  ],
  // Said before items to make them usual: "we always need bread".
  alwaysNeed: ['we always need', 'we always get', 'we always buy', 'i always need', 'i always get', 'i always buy', 'we always want', 'we need every week', 'we get every week', 'we buy every week', 'we always pick up', 'our usual is', 'our usual are', 'our usuals are', 'our usuals r', 'our usual r', 'our usuals is', 'set our usuals to', 'set our usual to', 'set the usuals to', 'our usuals should be', 'our usual should be', 'our usual items are', 'the usual is', 'our usual stuff is', 'our usual shop is', 'remember our usual is'],
  // "make milk a staple": the verb before the items, and what they are made after them.
  makeUsualVerb: ['make', 'mark', 'count', 'set', 'treat'],
  stapleTail: ['a staple', 'staples', 'usual', 'a usual item', 'usual items', 'a regular', 'regulars', 'one of our staples', 'part of our usual', 'part of the usual', 'one of our usuals', 'as a staple', 'as staples', 'as usual', 'as a regular', 'as regulars', 'as usual items', 'as a usual item', 'as one of our staples'],
  // "add oat milk to our usual": put among the usual items, not on a list.
  toUsualVerb: ['add', 'put', 'save', 'include', 'stick', 'pop', 'keep', 'remember', 'mark'],
  toUsual: ['as our usuals', 'as our usual', 'as the usuals', 'as usuals', 'as our staples', 'as our usual items', 'as our regulars', 'to our usual', 'to the usual', 'to our usuals', 'to the usuals', 'to our staples', 'to the staples', 'to our regulars', 'to our usual list', 'to the usual list', 'on our usual', 'on the usual', 'in our usual', 'in the usual', 'on our usual list', 'in our usuals', 'into our usual', 'into the usual', 'to our usual items', 'to the usual items'],
  // Asked of items: "is peanut butter a usual thing now?".
  usualAsked: ['a usual thing', 'usual', 'a staple', 'staples', 'one of our staples', 'part of our usual', 'on our usual', 'in our usual', 'a regular', 'a regular thing', 'one of our usuals', 'in the usual', 'on the usual', 'usual items', 'a usual item'],
  // "stop suggesting celery": suggested no more.
  stopSuggest: ['stop suggesting', "don't suggest", 'dont suggest', 'do not suggest', 'never suggest', 'stop recommending', 'quit suggesting', "don't recommend", 'dont recommend', 'no more suggesting', 'please stop suggesting', 'you can stop suggesting', 'stop offering'],
  notStapleSaid: [
    "isn't a staple", 'is not a staple', 'isnt a staple', "aren't staples", 'are not staples', 'arent staples', "isn't usual", 'is not usual', "aren't usual", 'is no longer a staple',
    'are no longer staples', "isn't a regular", 'is not a regular', "isn't part of our usual", 'is not part of our usual', "aren't part of our usual", 'is no longer usual',
    "isn't one of our staples", "isn't a staple anymore", "isn't a staple any more", 'is not a staple anymore', 'is a one off', 'was a one off', 'was a one-off', 'is a one-off', 'was just a one off', 'was just a one-off',
  ],
  // "take milk off our usual", with any verb that removes: where from.
  fromUsual: ['from our usual', 'from the usual', 'off our usual', 'off the usual', 'out of our usual', 'from our usuals', 'from the usuals', 'from our staples', 'from the staples', 'off our staples', 'off the staples', 'from our usual list', 'from the usual list', 'off our usual list', 'from the suggestions', 'from suggestions', 'off the suggestions', 'out of the suggestions'],
  // "save this list as our usual".
  saveVerb: ['save', 'keep', 'store', 'set', 'remember', 'use', 'mark', 'make'],
  saveAs: ['as our usual', 'as the usual', 'as our usuals', 'as our usual list', 'as the usual list', 'as our staples', 'as our regulars', 'as our usual shop', 'as our usual items', 'as the usual items', 'our usual', 'the usual', 'our usual list'],
  thisIsUsual: ['this is our usual', 'this is the usual', 'this is our usual list', 'this list is our usual', 'this is our usual shop', "that's our usual", 'that is our usual', 'this is what we usually buy', 'this is what we usually get', 'this is our usual stuff'],
  // Saying one is off to shop: "I'm going to the shops", "at tesco now", "doing the shop".
  goingShopping: [
    "i'm going shopping", 'im going shopping', 'i am going shopping', 'going shopping', "we're going shopping", 'off shopping', "i'm off shopping", 'doing the shop', "i'm doing the shop",
    'doing the shopping', "i'm doing the shopping", 'doing the big shop', "i'm doing the big shop", 'shopping now', "i'm shopping now", 'heading out shopping', "i'm heading out shopping",
    'going grocery shopping', "i'm going grocery shopping", 'doing the groceries', "i'm doing the groceries",
  ],
  goingTo: [
    "i'm going to", 'im going to', 'i am going to', 'going to', "i'm heading to", 'im heading to', 'heading to', "i'm off to", 'off to', "i'm popping to", 'popping to', "i'm nipping to",
    'nipping to', 'on my way to', "i'm on my way to", "i'm at", 'im at', 'i am at', 'at', "i'm in", 'in', "we're at", "we're going to", 'just got to', "i'm just at", 'about to go to', "i'm about to go to",
  ],
  // Reminders: "remind us Saturday at 10 to do the shopping", "set a reminder for tomorrow morning".
  remindVerb: [
    'remind', 'remidn', 'remnd', 'rmind', 'reimnd', 'ping', 'nudge', 'set reminder', 'set reminder for', 'add reminder', 'add reminder for', 'new reminder', 'new reminder for', 'give me a nudge', 'give us a nudge', 'set a reminder', 'set a reminder for', 'add a reminder', 'add a reminder for', 'create a reminder',
    'create a reminder for', 'make a reminder', 'make a reminder for', 'set up a reminder', 'set up a reminder for', 'reminder', 'reminder for', 'have a reminder', 'have a reminder for',
    "i'd like a reminder", "i'd like a reminder for", 'i would like a reminder', 'i would like a reminder for', 'can i have a reminder', 'can i have a reminder for', 'can i get a reminder', 'can i get a reminder for', 'put in a reminder', 'put in a reminder for', 'put a reminder in for', 'i need a reminder', 'i need a reminder for', 'we need a reminder', 'we need a reminder for', 'a reminder', 'a reminder for',
  ],
  // A reminder said to repeat before its time: "daily reminder at 8pm …", "set a weekly reminder mondays at 6 …".
  repeatingReminder: [
    'daily reminder', 'a daily reminder', 'set a daily reminder', 'add a daily reminder', 'daily reminder for', 'a daily reminder for', 'set a daily reminder for', 'weekly reminder', 'a weekly reminder',
    'set a weekly reminder', 'add a weekly reminder', 'weekly reminder for', 'a weekly reminder for', 'set a weekly reminder for', 'set up a daily reminder', 'set up a weekly reminder',
  ],
  remindWhom: ['me', 'us', 'everyone', 'everybody', 'all of us', 'the family', 'the house', 'the household', 'the team', 'the group', 'the chat', 'everyone here', 'us all', 'both of us', 'the kids'],
  // The words between when a reminder is and what it is about ("to", "about") are ABOUT_WORDS in src/reminders/, shared with the setReminder action.
  remindersAsk: [
    'reminders', 'our reminders', 'my reminders', 'the reminders', 'what reminders do we have', 'what reminders do i have', 'what reminders are there', 'what reminders are set', 'which reminders are set', 'what reminders have we got',
    'what are our reminders', 'what are my reminders', 'what are the reminders', 'show reminders', 'show the reminders', 'show our reminders', 'show my reminders', 'show me the reminders', 'show me our reminders', 'show me my reminders',
    'list reminders', 'list the reminders', 'list our reminders', 'list my reminders', 'any reminders', 'do we have any reminders', 'do i have any reminders', 'are there any reminders', 'what have you got to remind us of', 'when are you reminding us',
    'any reminders on', 'any reminders set', 'any reminders set up', 'do we have any reminders set', 'do we have any reminders set up', 'do i have any reminders set', 'do i have any reminders set up',
    'which reminders are there', 'what reminders are there at the moment', 'which reminders are there at the moment', 'what reminders are set up', 'what reminders have we got set', 'what reminders have i got',
    'what have i got reminders for', 'what have we got reminders for', 'what reminders are set for this week', 'what reminders do we have set', 'what reminders do i have set', 'what reminders are on',
    'which reminders are on', 'what reminders are on right now', 'wat reminders', 'wat reminders we got', 'what reminders we got', 'what reminders have we got', 'what reminders do we have on', "what's set", 'whats set', 'what have we got set', 'which reminders are set', 'what are the reminders', 'show all reminders', 'show all the reminders', 'list all reminders', 'list all the reminders', 'what reminders are coming up', "what's coming up", 'whats coming up',
  ],
  cancelReminderVerb: [
    'cancel', 'delete', 'remove', 'drop', 'stop', 'turn off', 'get rid of', 'clear', 'scrap', 'forget', 'kill', 'bin', 'undo', 'call off', 'forget about', 'lose', 'ditch',
    "don't need", 'dont need', 'do not need', "we don't need", 'we dont need', "i don't need", 'i dont need', 'no longer need', 'we no longer need', 'i no longer need', 'no need for',
  ],
  reminderWord: ['reminder', 'reminders', 'reminder for', 'reminder about', 'reminder on', 'reminder at'],
  stopReminding: ['stop reminding me', 'stop reminding us', "don't remind me", "don't remind us", 'dont remind me', 'dont remind us', 'no need to remind me', 'no need to remind us', 'never mind reminding me', 'never mind reminding us'],
  every: ['all', 'all the', 'all our', 'all my', 'every', 'each'],
  help: ['help', '?', 'what can you do', 'what do you do', 'how do i use this', 'how do we use this', 'how do i use you', 'how does this work', 'commands', 'usage', 'what can i say', 'what can i ask', 'what can i do', 'what are you', 'how does it work', 'instructions', 'help me', 'help please', 'how do you work'],
  // Whom a greeting is for: "good morning team".
  greeted: ['there', 'team', 'all', 'everyone', 'everybody', 'folks', 'guys', 'pantry', 'bot', 'y\'all', 'yall', 'fam', 'family'],
  greeting: ['hi', 'hello', 'hey', 'hiya', 'howdy', 'yo', 'good morning', 'good afternoon', 'good evening', 'morning', 'evening', 'hi there', 'hello there', 'hey there', 'hi all', 'hi team', 'hi everyone', 'hello everyone', 'hey all', 'hey everyone', 'hi pantry', 'hello pantry', 'hey pantry', 'hi bot', 'hello bot', 'hey bot', 'hi folks', 'hey folks', 'sup'],
  // Said to the chat in passing, asking for nothing: answered with a nod, never with "I couldn't tell what to do".
  reaction: [
    'haha', 'fair enough', 'fair', 'good lad', 'good girl', 'good boy', 'fine', 'ok fine', 'okay fine', 'fine then', 'ok fine then', 'alright', 'alright then', 'true', 'so true',
    'wow', 'omg', 'oh no', 'oh dear', 'rip', 'yay', 'woohoo', 'whoop', 'night', 'good night', 'goodnight', 'night all', 'ok night', 'night everyone', 'nighty night',
    'sounds good', 'sounds great', 'sure', 'no worries', 'noted', 'bless', 'aww', 'ha', 'pfff', 'ugh', 'sigh', 'yum', 'yummy', 'love it', 'same', 'classic',
    'lol me', 'me lol', 'typical', 'of course', 'obviously', 'oh well', 'never mind', 'nevermind', 'nvm', 'all right', 'ok then', 'okay then', 'hmm ok', 'ah ok', 'oh ok',
    'no problem', 'no prob', 'no probs', 'np', 'good idea', 'great idea', 'good call', 'good shout', 'makes sense', 'fair point', 'coming', 'on my way', 'omw', 'will do', 'agreed', 'well done',
  ],
  thanks: [
    'all sorted', 'all done', 'all good', 'sorted', 'thanks all', 'thanks everyone', 'thank you all', 'thanks guys', 'nice one thanks', 'ok done',
    'thanks', 'thank you', 'thx', 'ty', 'cheers', 'great', 'perfect', 'awesome', 'nice', 'cool', 'ok', 'okay', 'got it', 'thanks so much',
    'thank you so much', 'thanks a lot', "that's all", 'that is all', "that's it", 'that is it', "that's all for now", "that's it for now",
    "that's all for today", 'thanks that is all', "thanks, that's all", "thanks that's all", 'brilliant', 'lovely', 'ta', 'great thanks', 'great, thanks',
    'perfect thanks', 'nice one', 'good bot', 'amazing', 'fab', 'sweet', 'legend', 'ok thanks', 'ok thank you', 'okay thanks', 'cool thanks',
    'all good', 'done', 'thats all', 'thats it', 'ok cool', 'ok great', 'ok perfect', 'k', 'kk', 'ok ty', 'ty!', '👍', '🙏', 'ta very much',
  ],
  allLists: [
    'what lists do i have', 'what lists do we have', 'which lists do i have', 'which lists do we have', 'what lists have i got', 'what lists have we got',
    'what lists are there', 'what lists exist', 'what are my lists', 'what are our lists', 'what are the lists', 'show lists', 'show me lists',
    'show my lists', 'show our lists', 'show me my lists', 'show me our lists', 'show the lists', 'show me the lists', 'list lists', 'list my lists', 'list all lists',
    'list all my lists', 'list the lists', 'give me my lists', 'tell me my lists', 'lists', 'my lists', 'our lists', 'all lists', 'all my lists',
    'all the lists', 'which lists', 'what lists',
  ],
  // "Show me all the lists" asks to see them, as "what lists do we have" asks for their names.
  showEverything: ['show me all lists', 'show me all my lists', 'show all lists', 'show all my lists', 'show me all the lists', 'show all the lists', 'show me all our lists', 'show all our lists', 'show me everything', 'show everything', 'show me all items', 'show me all the items', 'show all items', 'show all the items', 'show me all of it', 'show it all', 'show me it all', 'list everything', 'give me everything', 'show me all my lists in full', 'tell me everything', 'show me all of them'],
  // "What's on", before "both lists" or "all my lists".
  whatsOn: ["what's on", 'whats on', 'what is on', "what's in", 'what is in', 'show me what is on', "show me what's on", 'what do we have on', 'what have we got on'],
  showEvery: ["what's on both lists", "what's on all lists", "what's on all my lists", "what's on all our lists", "what's on all the lists", "what's on every list", "what's on each list", 'what is on both lists', 'what is on all lists', 'what is on all my lists', 'what is on all the lists', 'what is on every list', 'show me both lists', 'show both lists', 'show all my lists in full', 'whats on both lists', 'whats on all lists', "what's on both", 'show me what is on both lists', "show me what's on both lists", "what's on all of our lists", "what's on all of the lists", "what's on both of the lists", 'show me what is on all lists', "show me what's on all my lists"],

  // "How many burgers are on the bbq list?"
  howMany: ['how many', 'how much', 'how many of the', 'how much of the'],
  // Words that point at lists: "it", "that list", "both lists".
  listPointer: ['it', 'this', 'that', 'this list', 'that list', 'the same list', 'same list', 'the same', 'the same one', 'that one', 'this one', 'there', 'on there'],
  // A list pointed at but not named: asked which, never guessed.
  otherList: ['the other list', 'the other one', 'another list', 'the other', 'other list', 'a different list', 'the next list'],
  // "The list" with no name: the only list there is, or the one asked for.
  theList: ['the list', 'my list', 'our list', 'the shopping list', 'our shopping list', 'my shopping list', 'list', "this week's list", 'this weeks list', "this week's shop", 'the weekly list', 'the weekly shop'],
  bothLists: ['both', 'both lists', 'both of them', 'both the lists', 'both of the lists', 'both of our lists', 'both my lists', 'both our lists'],
  allListsRef: ['all lists', 'all my lists', 'all our lists', 'all the lists', 'all of my lists', 'all of our lists', 'all of the lists', 'every list', 'each list', 'each of the lists', 'every one of the lists'],
  // Words that point at items: "remove it", "take them off".
  oneItemPointer: ['it', 'that', 'this', 'that one', 'this one', 'that item', 'this item'],
  itemsPointer: ['them', 'those', 'these', 'both', 'both of them', 'they', 'all of them', 'those ones', 'these ones', 'those things', 'these things', 'those items', 'these items'],
  // A whole list's items: "move everything", "everything except the cake".
  everything: ['everything', 'all', 'all items', 'all the items', 'all of it', 'all of them', 'it all', 'the whole list', 'the entire list', 'the whole lot', 'the lot', 'every item', 'all of the items', 'all the stuff', 'all the things', 'the rest', 'whatever is left', "whatever's left", "what's left", 'what is left', 'all the rest', 'everything else', 'everything left', 'all the remaining items', 'the remaining items', 'the whole thing', 'every thing'],
  except: ['except', 'but', 'apart from', 'other than', 'besides', 'save', 'except for', 'but not', 'bar', 'excluding', 'but for', 'except the', 'apart from the', 'but not the', 'minus'],

  // The words around a list's name: "the party list", "our list called Summer BBQ".
  determiner: ['the', 'my', 'our', 'your', 'this', 'that', 'a', 'an', 'the whole', 'the entire', 'my whole', 'our whole', 'a new', 'the new', 'new', 'another'],
  listWord: ['list', 'lists', 'shopping list', 'grocery list', 'one', 'list please'],
  calledWord: ['called', 'named', 'titled', 'for', 'named as', 'called as'],
  // Kinds of list said before "called": "a shopping list called groceries" is called groceries.
  listKind: ['shopping', 'grocery', 'groceries', 'food', 'shared', 'todo', 'to-do', 'to do', 'new', 'new shopping', 'new grocery', 'separate', 'another'],
  withWord: ['with', 'containing', 'including', 'with some', 'that has', 'and add', 'and put', 'having', 'w/'],

  // Prepositions before a list: "to groceries", "from party".
  toList: ['to', 'on', 'onto', 'into', 'in', 'on to', 'in to', 'over to', 'across to'],
  // Only these may name a list that does not exist yet, to be answered that it does not.
  toNewList: ['to', 'onto', 'into', 'on to', 'in to'],
  fromList: ['from', 'off', 'out of', 'off of', 'on', 'in'],
  forList: ['for'],
  // Where something was bought: not a list.
  shop: ['the store', 'the shop', 'the shops', 'the supermarket', 'the market', 'the corner shop', 'the grocery store', 'the grocers', 'store', 'shop', 'supermarket', 'tesco', 'aldi', 'lidl', 'sainsburys', "sainsbury's", 'asda', 'costco', 'walmart', 'target', 'trader joes', "trader joe's", 'whole foods', 'the butcher', 'the butchers', 'the bakery', 'the farmers market', 'the co-op', 'co-op', 'waitrose', 'm&s'],

  // Item separators: "milk, eggs and bread", "limes + coriander", "salt & pepper".
  // "et" and "und" are "and" in French and German, said between items in English: "yogurt et raspberries".
  itemSeparator: [',', 'and', '&', '+', 'plus', ', and', ', &', ', plus', 'n', "'n'", ', also', 'also', ', then', ';', 'et', 'und'],
  // Where one request may end and another begin.
  clauseSeparator: [',', ';', '.', 'and', 'and then', 'then', ', and', ', then', ', and then', '. also', 'also', ', also', 'and also', '!', 'plus', ', plus', 'oh and', ', oh and', 'but', ', but'],
  // Marks what an item is for or on what condition, which is no part of its name.
  conditionMarker: ['if', 'only if', 'but only if', 'if they', "if they're", 'if theyre', "if it's", 'if its', 'if there', "if there's", 'if there are', 'when', 'unless', 'as long as', 'assuming', 'in case', 'provided', 'ideally', 'preferably', 'if possible', 'if poss', 'if you see', 'if you can', 'if u can', 'if they have', 'if they have any', 'if on offer', 'if on sale', 'if cheap', 'if any', 'or whatever', 'whichever', 'any brand', 'any kind', 'no matter', 'not too', 'not the', 'the one', 'the ones', 'like last time', 'same as last time', 'same as usual', 'the usual', 'as usual', "if they've got", 'if they got'],
  noteMarker: ['on my way', 'on the way', 'on my way home', 'on the way home', 'while ur there', "while you're there", 'while you are there', 'when you go', 'tmrw', 'tomorrow', 'tonight', 'for', 'for the', 'for my', 'for our', "for the kids'", 'for tonight', 'for tomorrow', 'for dinner', 'for lunch', 'for breakfast', 'for the weekend', 'to make', 'to go with', 'so we can', 'so i can', 'because', 'cos', "'cause", 'cause', 'since', 'i think', 'maybe', 'probably', 'we think', 'i guess', 'i reckon'],

  // What starts a remark to the others in the chat, said beside a request and asking for nothing:
  // "add olive oil, i finished it", "make it 16, there's more coming".
  remarkOpener: [
    'i', "i'm", 'im', "i'll", 'ill', "i've", 'ive', "i'd", 'we', "we're", "we'll", "we've", 'weve', 'he', "he's", 'she', "she's", 'they', "they're",
    'theyre', "they've", 'theyve', "they'll", "he'll", "she'll", "it'll", 'it was', 'it is', "it's", 'its', "there's", 'theres', 'there are', 'because', 'cos', 'coz', "'cause", 'cause', 'since', 'as', 'so', 'lol', 'haha', 'soz',
    'sorry', 'apparently', 'turns out', 'just so you know', 'fyi', 'btw', 'ugh', 'oh well', 'no worries', 'cheers', 'nobody', 'no one', 'noone',
    'my', 'her', 'his', 'their', 'your', 'our', 'asking', 'doing', 'making',
  ],
  // Words that take back or change what a request says: a part holding one is never left alone as a remark.
  reversal: [
    'no', 'not', "don't", 'dont', 'do not', 'keep', 'wait', 'hold on', 'never', 'instead', 'cancel', 'undo', 'scrap', 'scratch', 'forget', 'ignore',
    'wrong', 'mistake', 'oops', 'stop', 'except', 'but', 'only', 'change', 'rather', 'replace', 'swap', 'less', 'fewer', 'more', 'extra', 'another',
    'also', 'too', 'as well', 'plus', 'and', 'again',
  ],
  // Words of size or kind that name nothing on their own: "the big bags" says which rice, and is no item.
  sizeWord: ['big', 'small', 'large', 'little', 'huge', 'giant', 'medium', 'jumbo', 'family', 'value', 'cheap', 'good', 'normal', 'usual', 'same', 'other', 'biggest', 'smallest', 'bigger', 'smaller', 'larger', 'regular', 'standard', 'own brand', 'own-brand'],
  // Words that say how many: a part holding one says something of the items beside it.
  amountWord: [
    'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'twenty', 'thirty', 'forty', 'fifty', 'hundred',
    'dozen', 'couple', 'half', 'pair', 'few', 'several', 'single', 'double', 'triple', 'loads', 'lots', 'enough', 'plenty', 'some', 'any', 'all',
    'both', 'each', 'every', 'none',
  ],
  // Words that ask or point rather than name: never an item on their own.
  notAnItem: [
    'the', 'a', 'an', 'how', 'what', 'who', 'whom', 'which', 'when', 'where', 'why', 'whose', 'is', 'are', 'am', 'was', 'were', 'do', 'does', 'did', 'can', 'could', 'should',
    'would', 'will', 'shall', 'it', 'them', 'this', 'that', 'these', 'those', 'same', 'rest', 'other', 'others', 'both', 'either', 'each', 'one',
    'ones', 'everything', 'anything', 'nothing', 'something', 'all', 'stuff', 'things', 'thing', 'whatever', 'more', 'usual', 'the usual', 'not', 'no',
    'none', 'never', 'neither', 'nor', 'yes', 'yeah', 'yep', 'nope', 'ok', 'okay', 'there', 'here', 'it all', 'food', 'bits', 'bits and bobs',
    'supplies', 'essentials', 'groceries', 'shopping', 'list', 'lists', 'items', 'item', 'they', 'we', 'i', 'you', 'me', 'us', 'some', 'any', 'lot', 'lots',
    'a lot', 'few', 'couple', 'dozen', 'half', 'pair', 'another', 'extra', 'again', 'too', 'also', 'same again', 'the same', 'that one', 'the other one',
    'the rest of it', 'back', 'off', 'on', 'in', 'out', 'up', 'down', 'done', 'bought', 'got', 'ticked',
  ],
  // Words that make a piece of text a sentence, not a name: never inside an item or a list's name.
  sentenceWord: [
    'to', 'from', 'onto', 'into', 'at', 'list', 'lists', 'please', 'pls', 'thanks', 'thank', 'not', "don't", 'dont', 'do not', "didn't", "doesn't",
    "isn't", "aren't", "wasn't", "won't", "can't", 'cannot', "shouldn't", "wouldn't", 'never', 'no longer', 'anymore', 'any more', 'instead',
    'is', 'are', 'was', 'were', 'am', 'be', 'been', 'being', 'has', 'have', 'had', 'we', 'i', 'you', 'they', 'he', 'she', "we're", "i'm", "you're",
    "they're", "we've", "i've", "we'll", "i'll", "i'd", "we'd", 'what', 'who', 'how', 'why', 'where', 'which', 'when', 'if', 'unless', 'because',
    'should', 'would', 'could', 'can', 'will', 'shall', 'might', 'must', 'need', 'needs', 'needed', 'want', 'wants', 'get', 'buy', 'add', 'remove',
    'delete', 'take', 'move', 'copy', 'put', 'show', 'clear', 'create', 'make', 'rename', 'replace', 'change', 'set', 'got', 'bought', 'them', 'it', 'rid', 'section', 'aisle', 'under', 'out', 'off', 'over', 'fridge', 'freezer', 'cupboard', 'cart', 'trolley', 'basket',
    'everything', 'all', 'except', 'but', 'or', 'then', 'also', 'too', 'already', 'yet', 'still', 'just', 'now', 'today', 'tomorrow', 'tonight',
    'later', 'again', 'back', 'done', 'so', 'oh', 'ok', 'okay', 'yes', 'no', 'hey', 'hi', 'hello', 'maybe', 'probably', 'think', 'reckon', 'guess',
    'actually', 'sorry', 'oops', 'lol', 'haha', 'via', 'per', 'me', 'us', 'my', 'our', 'your', 'their', 'his', 'her', 'mine', 'ours', 'yours',
    "what's", 'whats', "where's", 'wheres', "who's", "how's", "it's", "that's", 'thats', "there's", "here's", "let's", "he's", "she's", "what're",
  ],
  // Words a name never ends on: they join it to what follows ("rest of", "bag with").
  joiningWord: ['of', 'with', 'the', 'a', 'an', 'for', 'from', 'in', 'on', 'to', 'and', 'or', 'without'],
  // Leading words of an item that say nothing of it: "the milk", "some eggs" ("a"/"an" are read as one).
  itemArticle: ['the', 'some', 'sum', 'our', 'my', 'any', 'more', 'damn', 'bloody', 'freaking', 'flipping', 'effing', 'fricking', 'frigging', 'blooming'],
  // Words that name nothing in particular: "something healthy", "stuff for tacos".
  vagueWord: ['everything', 'anything', 'nothing', 'something', 'stuff', 'things', 'whatever', 'usual', 'all', 'every', 'each', 'whats', "what's"],
  // Words a request starts with that never start an item's name: "throw some dip onto party" is no item "throw some dip".
  verbWord: [
    'add', 'put', 'stick', 'throw', 'pop', 'include', 'append', 'chuck', 'bung', 'whack', 'slap', 'plonk', 'jot', 'write', 'note', 'need', 'get', 'buy',
    'grab', 'remember', 'want', 'remove', 'delete', 'take', 'strike', 'scratch', 'drop', 'erase', 'nix', 'forget', 'scrap', 'cancel', 'ditch', 'got',
    'bought', 'purchased', 'grabbed', 'found', 'tick', 'cross', 'untick', 'uncheck', 'unmark', 'unbuy', 'clear', 'empty', 'wipe', 'reset', 'create',
    'make', 'start', 'begin', 'open', 'show', 'view', 'display', 'read', 'see', 'print', 'rename', 'move', 'copy', 'transfer', 'shift', 'duplicate',
    'replace', 'swap', 'switch', 'substitute', 'change', 'update', 'bump', 'increase', 'reduce', 'mark', 'sort', 'cook', 'plan', 'bake', 'prepare',
    'organise', 'organize', 'find', 'suggest', 'tell', 'give', 'send', 'share', 'help', 'remind', 'order', 'book', 'count', 'invite', 'bring', 'pick',
    'let', 'keep', 'check', 'go', 'come', 'try', 'use', 'eat', 'drink', 'do', 'does', 'did', 'doing', 'done', 'have', 'has', 'had', 'restock', 'fetch', 'collect',
  ],
} as const satisfies Record<string, readonly string[]>;

/** One kind of word or phrase the grammar reads. */
export type Category = keyof typeof LEXICON;

/**
 * Things people buy whose names hold a separator: one item each, never split. The items on the
 * conversation's own lists that hold one are kept whole as well.
 */
export const COMPOUND_ITEMS: readonly string[] = [
  'mac and cheese', 'mac & cheese', 'mac n cheese', "mac 'n' cheese", 'macaroni and cheese', 'macaroni cheese', 'fish and chips', 'bread and butter',
  'bread and butter pudding', 'peanut butter and jelly', 'half and half', 'half & half', 'sweet and sour sauce', 'sweet and sour', 'cookies and cream',
  'ham and cheese', 'pork and beans', 'franks and beans', 'salt and vinegar crisps', 'salt and vinegar chips', 'salt & vinegar crisps',
  'salt & vinegar chips', 'salt and vinegar', 'salt & vinegar', 'sour cream and onion chips', 'sour cream and onion crisps', 'sour cream and onion',
  'cheese and onion crisps', 'cheese and onion', 'cheese & onion', 'spaghetti and meatballs', 'surf and turf', 'corn on the cob', 'corn on the cobs', 'black and white cookies', 'rice and peas',
  'pb and j', 'pb&j', 'ben and jerry', "ben & jerry's", "ben and jerry's", 'johnson & johnson', 'm&ms', "m&m's", 'm & ms', 'mint choc chip',
  'strawberries and cream', 'tomato and basil sauce', 'chicken and mushroom pie', 'steak and ale pie', 'steak and kidney pie', 'cheese and tomato pizza',
  'salt and pepper crisps', 'salt & pepper crisps', 'fruit and nut', 'oil and vinegar dressing', 'toad in the hole', 'pigs in blankets',
  'cream and onion', 'lemon and herb', 'honey and mustard', 'sweet and salty popcorn',
];

/** Section names a person may give as where an item goes: read by the domain's `parseSection`. */
export const SECTION_NOUN: readonly string[] = ['section', 'aisle', 'area', 'part', 'bit', 'department', 'shelf'];
