import { findNamedList } from './list-phrases';
import type { Clause } from './clause';
import { addTo, allExcept, checked, copyList, create, deleteList, followUp, isAmountText, isEvery, mark, measuredItems, onlyNeed, quantity, removeFrom, rename, replace, section, shortItems, show, transfer } from './clause-shapes';
import { type Category, LEXICON } from './lexicon';
import { category, type Element, matchPattern, optional, rest, slot, words } from './pattern';
import { Parts } from './parts';
import { phraseLengths } from './phrase-index';
import type { ReadContext } from './read-context';
import { type Token, tokenize } from './tokenize';

export type { ReadContext } from './read-context';

/** A production: the shape of one kind of request, and what a match of it means. */
interface Production {
  readonly pattern: readonly Element[];
  /** When the production can apply at all, as the message stands: it is not matched otherwise. */
  readonly when?: (context: ReadContext) => boolean;
  readonly read: (parts: Parts) => Clause | undefined;
}

const DETERMINER = optional(category('determiner'));
const LIST = slot('list');
// "add also a bottle of wine", "add please charcoal": said after the verb as often as before it, and it changes nothing.
const ALSO = optional(words('also', 'as well', 'too', 'please', 'pls', 'please also', 'also please'));

/** The grammar: every shape of request the offline planner reads, none tried before another. */
const PRODUCTIONS: readonly Production[] = [
  // Adding.
  { pattern: [category('addVerb'), ALSO, rest('items'), category('toList', 'to'), LIST], read: (p) => addTo(p, () => p.items('items'), p.listAfter('list', 'to'), true) },
  { pattern: [category('addVerb'), ALSO, rest('items')], read: (p) => ((items) => items && { kind: 'add', items, explicit: true })(p.items('items')) },
  { pattern: [category('addVerb'), optional(words('these', 'this', 'the following', 'these items', 'the following items')), category('toList', 'to'), LIST, words(':'), rest('items')], read: (p) => addTo(p, () => p.items('items'), p.listAfter('list', 'to'), true) },
  // "add to groceries one kilo of carrots": the "one" is the amount, not "the groceries one".
  { pattern: [category('addVerb'), ALSO, category('toList'), LIST, rest('items')], read: (p) => (/\sone$/iu.test(p.text('list') ?? '') ? undefined : addTo(p, () => p.items('items'), p.list('list', false), true)) },
  { pattern: [LIST, words(':', '-'), rest('items')], read: (p) => (findNamedList(p.context.lists, p.text('list') ?? '') ? addTo(p, () => p.items('items'), p.text('list'), true) : undefined) },
  // "groceries for next week: milk, eggs": when they are for is said of the list, and changes nothing.
  { pattern: [LIST, words('for'), slot('when', 4), words(':', '-'), rest('items')], read: (p) => (findNamedList(p.context.lists, p.text('list') ?? '') ? addTo(p, () => p.items('items'), p.text('list'), true) : undefined) },
  { pattern: [category('needVerb'), rest('items')], read: (p) => ((items) => items && { kind: 'add', items, explicit: false })(p.items('items')) },
  { pattern: [category('needVerb'), rest('items'), words('for', 'on', 'to', 'from', 'in'), LIST], read: (p) => addTo(p, () => p.items('items'), p.list('list', false), false) },
  // "eggs to groceries", "2 kg potatoes for groceries": no verb, so only plain items, on a list there is.
  // With no verb, no talk: "bye im going to camp" adds nobody's goodbye.
  { pattern: [rest('items'), words('to', 'onto'), LIST], read: (p) => (shortItems(p.items('items')) && !p.startsWith('items', 'goingTo') && !p.holds('items', 'remarkOpener') ? addTo(p, () => p.items('items'), p.list('list', false), false) : undefined) },
  { pattern: [rest('items'), words('on', 'for'), LIST], read: (p) => (measuredItems(p.items('items')) ? addTo(p, () => p.items('items'), p.list('list', false), false) : undefined) },
  // "and eggs", "bread too": the last turn's change again, for these items.
  // Items alone go on as the last turn went: "and eggs" after an add or a tick; "ketchup, mustard" after an add.
  { pattern: [rest('items')], when: (context) => context.whole && context.followable && !context.asks && !context.afterQuestion, read: (p) => followUp(p) },
  { pattern: [rest('checked')], read: (p) => checked(p) },

  // Removing.
  { pattern: [category('removeVerb'), rest('items'), category('fromList', 'from'), LIST, optional(words('off', 'list'))], read: (p) => removeFrom(p, () => p.items('items'), p.list('list', p.is('from', 'fromList') && p.text('from') === 'from'), false) },
  { pattern: [category('removeVerb'), rest('items'), optional(words('off', 'out'))], read: (p) => ((items) => items && { kind: 'remove', items, have: false })(p.items('items')) },
  { pattern: [words('take', 'knock', 'strike', 'scratch'), rest('items'), words('off', 'out'), optional(words('of', 'from')), LIST], read: (p) => removeFrom(p, () => p.items('items'), p.list('list', false), false) },
  { pattern: [category('haveVerb'), rest('items')], read: (p) => ((items) => items && { kind: 'remove', items, have: true })(p.items('items')) },
  { pattern: [category('haveVerb'), rest('items'), words('for', 'from', 'off', 'on'), LIST], read: (p) => removeFrom(p, () => p.items('items'), p.list('list', false), true) },

  // Shopping: bought, not bought after all, the bought items cleared.
  { pattern: [category('boughtVerb'), rest('items')], read: (p) => mark(() => p.items('items'), undefined, true) },
  { pattern: [category('boughtVerb'), rest('items'), words('for', 'from', 'off', 'on', 'at'), optional(words('of')), LIST], read: (p) => mark(() => p.items('items'), p.list('list', false) ?? false, true) },
  { pattern: [category('boughtVerb'), rest('items'), words('from', 'at', 'in'), category('shop')], read: (p) => mark(() => p.items('items'), undefined, true) },
  { pattern: [category('boughtVerb'), category('everything')], read: () => ({ kind: 'markAll' }) },
  { pattern: [category('boughtVerb'), category('everything'), words('on', 'from', 'off', 'for'), LIST], read: (p) => ((list) => list !== undefined && { kind: 'markAll', list })(p.list('list', false)) || undefined },
  { pattern: [category('boughtVerb'), category('everything'), optional(words(',')), category('except'), rest('kept')], read: (p) => ((kept) => kept && { kind: 'markAll', except: kept })(p.items('kept')) },
  { pattern: [words('tick', 'cross', 'check', 'mark'), rest('items'), category('tickedAfter')], read: (p) => mark(() => p.items('items'), undefined, true) },
  { pattern: [words('tick', 'cross', 'check', 'mark'), rest('items'), category('tickedAfter'), optional(words('of', 'from', 'on')), LIST], read: (p) => mark(() => p.items('items'), p.list('list', false) ?? false, true) },
  { pattern: [optional(words('the')), rest('items'), category('beingBought')], read: (p) => mark(() => p.items('items'), undefined, true) },
  { pattern: [optional(words('the')), rest('items'), category('beingBought'), words('on', 'for', 'from'), LIST], read: (p) => mark(() => p.items('items'), p.list('list', false) ?? false, true) },
  { pattern: [category('unboughtVerb'), rest('items')], read: (p) => mark(() => p.items('items'), undefined, false) },
  { pattern: [category('unboughtVerb'), rest('items'), words('for', 'from', 'on', 'in'), LIST], read: (p) => mark(() => p.items('items'), p.list('list', false) ?? false, false) },
  { pattern: [words('mark'), rest('items'), category('untickedAfter')], read: (p) => mark(() => p.items('items'), undefined, false) },
  { pattern: [words('mark'), rest('items'), category('untickedAfter'), words('on', 'onto', 'to'), LIST], read: (p) => mark(() => p.items('items'), p.list('list', false) ?? false, false) },
  // "put the milk back (on groceries)": back to buy, or back on the list when it was taken off.
  { pattern: [words('put', 'add'), rest('items'), category('untickedAfter', 'back')], read: (p) => mark(() => p.items('items'), undefined, false, saysBack(p)) },
  { pattern: [words('put', 'add'), rest('items'), category('untickedAfter', 'back'), words('on', 'onto', 'to'), LIST], read: (p) => mark(() => p.items('items'), p.list('list', false) ?? false, false, saysBack(p)) },
  { pattern: [words('clear', 'remove', 'delete', 'drop', 'take', 'take off', 'get rid of', 'clean', 'clean up', 'clear off', 'clear out', 'empty', 'reset', 'empty out'), category('boughtItems'), optional(words('off', 'away', 'out'))], read: () => ({ kind: 'clearBought' }) },
  { pattern: [words('clear', 'remove', 'delete', 'drop', 'take', 'take off', 'get rid of', 'clean', 'clean up', 'clear off', 'clear out', 'empty', 'reset'), category('boughtItems'), optional(words('off', 'away', 'out')), words('from', 'on', 'off', 'in', 'of', 'for', 'off of'), LIST], read: (p) => ((list) => list !== undefined && { kind: 'clearBought', list })(p.list('list', false)) || undefined },
  { pattern: [category('doneShopping')], read: () => ({ kind: 'clearBought' }) },
  { pattern: [category('doneShopping'), words('for', 'on', 'at'), LIST], read: (p) => ((list) => list !== undefined && { kind: 'clearBought', list })(p.list('list', false)) || undefined },

  // Whole lists: create, delete, clear.
  { pattern: [category('createVerb'), DETERMINER, optional(category('listKind')), words('list', 'one'), optional(words('for us', 'for me', 'for the house', 'for the family')), category('calledWord', 'called'), slot('name'), optional(words(':'))], read: (p) => create(p, undefined) },
  { pattern: [category('createVerb'), DETERMINER, optional(category('listKind')), words('list', 'one'), optional(words('for us', 'for me', 'for the house', 'for the family')), category('calledWord', 'called'), slot('name'), words(':', 'with', 'containing', 'including', 'with some', 'and add'), rest('items')], read: (p) => create(p, 'items') },
  { pattern: [category('createVerb'), DETERMINER, words('list')], read: () => ({ kind: 'create', quoted: false }) },
  { pattern: [category('createVerb'), DETERMINER, slot('name'), words('list')], read: (p) => create(p, undefined) },
  { pattern: [category('createVerb'), DETERMINER, slot('name'), words('list'), words(':', 'with', 'containing', 'including', 'with some', 'and add'), rest('items')], read: (p) => create(p, 'items') },
  { pattern: [words('create'), DETERMINER, slot('name')], read: (p) => create(p, undefined) },
  { pattern: [words('create'), DETERMINER, slot('name'), words('with', 'containing', 'including'), rest('items')], read: (p) => create(p, 'items') },
  { pattern: [words('new list'), optional(words('called', 'named', ':')), slot('name')], read: (p) => create(p, undefined) },
  { pattern: [words('new list'), optional(words('called', 'named')), slot('name'), words(':', 'with'), rest('items')], read: (p) => create(p, 'items') },
  { pattern: [words('new'), slot('name'), words('list')], read: (p) => create(p, undefined) },
  { pattern: [words('new'), slot('name'), words('list'), words(':', 'with'), rest('items')], read: (p) => create(p, 'items') },
  { pattern: [category('createVerb'), DETERMINER, optional(category('listKind')), words('list', 'one'), optional(words('for us', 'for me', 'for the house', 'for the family')), category('calledWord', 'called'), slot('name'), words('with'), category('everything'), words('on', 'in', 'from', "that's on", 'that is on'), slot('copy')], read: (p) => copyList(p) },
  { pattern: [category('createVerb'), DETERMINER, slot('name'), words('list'), words('with'), category('everything'), words('on', 'in', 'from', "that's on", 'that is on'), slot('copy')], read: (p) => copyList(p) },
  { pattern: [category('deleteVerb', 'verb'), DETERMINER, slot('list')], read: (p) => deleteList(p) },
  { pattern: [category('deleteVerb'), DETERMINER, words('list'), optional(words('called', 'named')), slot('list')], read: (p) => ((list) => list !== undefined && { kind: 'deleteList', list, mustExist: false })(p.list('list', true)) || undefined },
  { pattern: [category('clearVerb'), DETERMINER, slot('list')], read: (p) => ((list) => list !== undefined && !isEvery(p, 'list') && !p.is('list', 'boughtItems') && { kind: 'clearList', list })(p.list('list', true)) || undefined },
  { pattern: [words('remove', 'delete', 'take', 'clear', 'strike', 'take off'), category('everything'), optional(words('off')), category('fromList'), LIST], read: (p) => ((list) => list !== undefined && { kind: 'clearList', list })(p.list('list', false)) || undefined },
  { pattern: [category('haveVerb'), category('everything'), words('on', 'from', 'off', 'for'), LIST], read: (p) => ((list) => list !== undefined && { kind: 'clearList', list })(p.list('list', false)) || undefined },
  { pattern: [words('remove', 'delete', 'take', 'clear', 'strike', 'take off'), category('everything'), optional(words('off')), category('fromList'), LIST, optional(words(',')), category('except'), rest('kept')], read: (p) => allExcept(p) },
  { pattern: [words('remove', 'delete', 'take', 'clear', 'strike', 'take off'), category('everything'), optional(words(',')), category('except'), rest('kept'), category('fromList'), LIST], read: (p) => allExcept(p) },

  // Reading: the lists, one list, where an item is, who added it.
  { pattern: [category('help')], read: () => ({ kind: 'help' }) },
  { pattern: [category('greeting'), optional(category('greeted'))], read: () => ({ kind: 'greeting' }) },
  { pattern: [category('thanks')], read: () => ({ kind: 'thanks' }) },
  // After a question, "sure" or "sounds good" may be its answer: not a remark in passing.
  { pattern: [category('reaction'), optional(category('greeted'))], when: (context) => context.whole && !context.afterQuestion, read: () => ({ kind: 'reaction' }) },
  { pattern: [category('allLists')], read: () => ({ kind: 'allLists' }) },
  { pattern: [category('showEverything')], read: () => ({ kind: 'showAll' }) },
  { pattern: [category('showEvery', 'all')], read: (p) => ({ kind: 'showEvery', both: /\bboth\b/i.test(p.text('all') ?? '') }) },
  { pattern: [category('whatsOn'), category('bothLists')], read: () => ({ kind: 'showEvery', both: true }) },
  { pattern: [category('whatsOn'), words('all', 'all of', 'every', 'each'), optional(words('my', 'our', 'the')), words('lists', 'list')], read: () => ({ kind: 'showEvery', both: false }) },
  { pattern: [category('inTheCart')], read: () => ({ kind: 'cart' }) },
  { pattern: [category('showLeft')], read: () => ({ kind: 'showLeft' }) },
  { pattern: [category('showVerb'), LIST], read: (p) => show(p, 'list', true, false) },
  { pattern: [category('askWhat'), optional(words('still')), category('leftToBuy')], read: () => ({ kind: 'showLeft' }) },
  { pattern: [category('askWhat'), optional(words('still')), category('leftToBuy'), words('on', 'for', 'in', 'from', 'at', 'off'), LIST], read: (p) => show(p, 'list', false, true) },
  { pattern: [category('showForVerb'), LIST], read: (p) => show(p, 'list', false, true) },
  // "and the house one" goes on from the last turn: it is no request to see the house list.
  { pattern: [LIST], read: (p) => (p.context.whole && !p.context.afterQuestion && !p.context.followsOn ? show(p, 'list', false, false) : undefined) },
  { pattern: [words("what's", 'what is', 'whats'), words('the', 'my', 'our'), LIST], read: (p) => ((p.text('list') ?? '').toLowerCase().endsWith(' list') || p.text('list')?.toLowerCase() === 'list' ? show(p, 'list', true, false) : undefined) },
  { pattern: [category('whoAdded'), slot('item', 12), optional(category('whichListTail'))], read: (p) => ((item) => item !== undefined && { kind: 'whoAdded', item })(p.item('item')) || undefined },
  { pattern: [category('whoAdded'), slot('item', 12), words('to', 'on'), LIST], read: (p) => ((item, list) => item !== undefined && list !== undefined && { kind: 'whoAdded', item, list })(p.item('item'), p.list('list', false)) || undefined },
  { pattern: [category('whichList'), slot('item', 12), optional(category('whichListTail'))], read: (p) => ((item) => item !== undefined && { kind: 'whichList', item })(p.item('item')) || undefined },

  // Rename, move and copy, replace.
  { pattern: [category('renameVerb'), LIST, words('to', 'as', 'into'), slot('name')], read: (p) => rename(p) },
  { pattern: [words('change', 'update'), LIST, words("'s name", "list's name", 'name'), words('to'), slot('name')], read: (p) => rename(p) },
  { pattern: [category('callVerb'), LIST, slot('name')], read: (p) => (/(?:^|\s)list$/i.test(p.text('list') ?? '') ? rename(p) : undefined) },
  { pattern: [category('transferVerb', 'verb'), rest('what'), category('fromList'), slot('from'), words('to', 'onto', 'into', 'over to', 'across to', 'in to', 'on to'), slot('to', 10)], read: (p) => transfer(p, 'from') },
  { pattern: [category('transferVerb', 'verb'), rest('what'), words('to', 'onto', 'into', 'over to', 'across to', 'in to', 'on to'), slot('to', 10)], read: (p) => transfer(p, undefined) },
  { pattern: [category('replaceVerb'), slot('old', 12), words('with', 'for'), slot('new', 12)], read: (p) => replace(p) },
  { pattern: [category('replaceVerb'), slot('old', 12), words('with', 'for'), slot('new', 12), words('on', 'in'), LIST], read: (p) => replace(p) },

  // Off to the shop: the household is told, with the list.
  { pattern: [category('goingShopping')], when: (context) => context.whole, read: () => ({ kind: 'goingShopping' }) },
  // "going to aldi" where a list is called aldi is a trip to that list's shop, not to every list.
  { pattern: [category('goingTo'), slot('shop', 4)], when: (context) => context.whole, read: (p) => (p.is('shop', 'shop') && !findNamedList(p.context.lists, p.text('shop') ?? '') ? { kind: 'goingShopping' } : undefined) },
  // "heading to hardware", "at costco now": a list named for its shop is the one to shop from.
  // "going to the party tonight" is no shop: a list named for its shop is named bare.
  { pattern: [category('goingTo'), LIST, optional(words('now', 'today', 'shortly', 'soon'))], when: (context) => context.whole, read: (p) => ((list) => list !== undefined && !p.startsWith('list', 'determiner') && { kind: 'goingShopping', list })(p.list('list', false)) || undefined },

  // The usual items: added, asked about, made so, suggested no more, saved from a list.
  { pattern: [category('addVerb'), category('theUsual')], read: () => ({ kind: 'addUsual' }) },
  { pattern: [category('addVerb'), category('theUsual'), category('toList'), LIST], read: (p) => ((list) => list !== undefined && { kind: 'addUsual', list })(p.list('list', false)) || undefined },
  { pattern: [category('addVerb'), category('theUsual'), words('and', ',', 'plus', '+', ', and', 'and also', 'and some', 'with', 'along with'), rest('items')], read: (p) => ((items) => items && { kind: 'addUsual', items })(p.items('items')) },
  { pattern: [category('addVerb'), rest('items'), words('and', ',', 'plus', '+', ', and', 'and also'), category('theUsual')], read: (p) => ((items) => items && { kind: 'addUsual', items })(p.items('items')) },
  { pattern: [category('needVerb'), category('theUsual')], read: () => ({ kind: 'addUsual' }) },
  { pattern: [category('needVerb'), category('theUsual'), words('for', 'on', 'to', 'in'), LIST], read: (p) => ((list) => list !== undefined && { kind: 'addUsual', list })(p.list('list', false)) || undefined },
  { pattern: [category('theUsual')], when: (context) => context.whole, read: () => ({ kind: 'addUsual' }) },
  { pattern: [category('theUsual'), words('for', 'on', 'to', 'onto'), LIST], when: (context) => context.whole, read: (p) => ((list) => list !== undefined && { kind: 'addUsual', list })(p.list('list', false)) || undefined },
  { pattern: [category('usualQuestion')], read: () => ({ kind: 'askUsual' }) },
  { pattern: [words('is', 'are'), rest('items'), category('usualAsked'), optional(words('now', 'yet', 'still', 'then'))], read: (p) => ((items) => items && { kind: 'isUsual', items })(p.items('items')) },
  { pattern: [optional(words('the')), rest('items'), category('stapleSaid')], read: (p) => ((items) => items && { kind: 'makeUsual', items })(p.items('items')) },
  { pattern: [category('alwaysNeed'), optional(words(':')), rest('items')], read: (p) => ((items) => items && { kind: 'makeUsual', items })(p.items('items')) },
  { pattern: [category('makeUsualVerb'), rest('items'), category('stapleTail')], read: (p) => ((items) => items && { kind: 'makeUsual', items })(p.items('items')) },
  { pattern: [category('toUsualVerb'), rest('items'), category('toUsual')], read: (p) => ((items) => items && { kind: 'makeUsual', items })(p.items('items')) },
  { pattern: [category('stopSuggest'), rest('items')], read: (p) => ((items) => items && { kind: 'stopSuggesting', items })(p.items('items')) },
  { pattern: [optional(words('the')), rest('items'), category('notStapleSaid')], read: (p) => ((items) => items && { kind: 'stopSuggesting', items })(p.items('items')) },
  { pattern: [category('removeVerb'), rest('items'), category('fromUsual')], read: (p) => ((items) => items && { kind: 'stopSuggesting', items })(p.items('items')) },
  { pattern: [category('saveVerb'), slot('list', 6), category('saveAs')], read: (p) => ((list) => list !== undefined && { kind: 'saveUsual', list })(p.list('list', false)) || undefined },
  { pattern: [category('thisIsUsual')], read: () => ({ kind: 'saveUsual' }) },

  // How much, and where in the shop.
  { pattern: [category('quantityVerb'), slot('item', 12), words('to', 'at', 'up to', 'down to'), slot('quantity', 6)], read: (p) => quantity(p) },
  { pattern: [category('quantityVerb'), slot('item', 12), words('to', 'at', 'up to', 'down to'), slot('quantity', 6), words('on', 'in', 'for'), LIST], read: (p) => quantity(p) },
  { pattern: [words('make'), slot('item', 12), slot('quantity', 6)], read: (p) => quantity(p) },
  // "milk should be 2", "the eggs should be a dozen not 6": the new amount said of the item.
  { pattern: [optional(words('the')), slot('item', 12), words('should be', 'needs to be', 'ought to be', 'should say'), slot('quantity', 6)], read: (p) => quantity(p) },
  { pattern: [optional(words('the')), slot('item', 12), words('should be', 'needs to be', 'ought to be', 'should say'), slot('quantity', 6), optional(words(',')), words('not', 'instead of', 'rather than', 'not just'), slot('was', 6)], read: (p) => (isAmountText(p.text('was')) ? quantity(p) : undefined) },
  // "we only need 1 milk": how much of something on a list, said as the item.
  { pattern: [category('onlyNeed'), slot('item', 12)], read: (p) => onlyNeed(p) },
  { pattern: [words('make'), slot('item', 12), slot('quantity', 6), words('on', 'in', 'for'), LIST], read: (p) => quantity(p) },
  { pattern: [category('sectionVerb'), rest('items'), category('sectionPreposition'), slot('section', 5)], read: (p) => section(p) },
  { pattern: [category('sectionVerb'), rest('items'), category('sectionPreposition'), slot('section', 5), words('on', 'in'), LIST], read: (p) => section(p) },
  { pattern: [optional(words('the')), rest('items'), category('sectionBelongs'), optional(category('sectionPreposition')), slot('section', 5)], read: (p) => section(p) },
  { pattern: [rest('items'), words('under', 'in', 'into'), slot('section', 5)], read: (p) => section(p) },
  { pattern: [category('howMany'), slot('item', 12), optional(words('are', 'is', 'do we have', 'have we got', 'do we need')), words('on', 'in'), LIST], read: (p) => ((item, list) => item !== undefined && list !== undefined && { kind: 'howMany', item, list })(p.item('item'), p.list('list', false)) || undefined },
  // "is milk on there?", "is the butter still on the list": on any list, so asked of every one.
  { pattern: [words('is', 'are', 'is there', 'are there'), slot('item', 12), optional(words('still', 'already')), words('on there', 'on it', 'in there', 'on the list', 'on our list', 'on my list', 'on a list', 'on any list', 'on any of the lists', 'on the lists')], read: (p) => ((item) => item !== undefined && { kind: 'whichList', item })(p.item('item')) || undefined },
  // "did anyone get the milk?", "has Sam bought the bread yet": whether it is ticked, and by whom.
  // ("have we got milk?" asks whether it is there, and is read as that.)
  { pattern: [words('did', 'has'), category('someoneAsked'), category('gotAsked'), slot('item', 12), optional(words('yet', 'already', 'then'))], read: (p) => ((item) => item !== undefined && { kind: 'isBought', item })(p.item('item')) || undefined },
  { pattern: [words('did', 'has'), category('someoneAsked'), category('gotAsked'), slot('item', 12), words('on', 'from', 'off'), LIST, optional(words('yet', 'already'))], read: (p) => ((item, list) => item !== undefined && list !== undefined && { kind: 'isBought', item, list })(p.item('item'), p.list('list', false)) || undefined },
  { pattern: [words('is', 'are', 'was', 'were'), slot('item', 12), optional(words('already')), category('boughtState'), optional(words('yet', 'already'))], read: (p) => ((item) => item !== undefined && { kind: 'isBought', item })(p.item('item')) || undefined },
  // "is bathroom cleaner on the cleaning list?"
  { pattern: [words('is', 'are', 'is there', 'are there', 'have we got', 'do we have', 'did someone add', 'did anyone add'), slot('item', 12), optional(words('still', 'already')), words('on', 'in'), LIST], read: (p) => ((item, list) => item !== undefined && list !== undefined && { kind: 'isOnList', item, list })(p.item('item'), p.list('list', false)) || undefined },
];

/** Whether an untick says "back": "put the milk back", as against "put the milk as not bought". */
function saysBack(p: Parts): boolean {
  return /^back\b/u.test(p.text('back') ?? '');
}

/** Every reading of one request's tokens: a clause for each production that reads it whole. */
export function readClause(tokens: readonly Token[], context: ReadContext): Clause[] {
  const clauses: Clause[] = [];
  const first = tokens[0]?.key ?? '';
  const keys = new Set(tokens.map((token) => token.key));
  for (const { production, needs } of [...(BY_FIRST_WORD.get(first) ?? []), ...ANY_FIRST_WORD]) {
    if ((production.when && !production.when(context)) || !needs.every((words) => words.some((word) => keys.has(word)))) {
      continue;
    }
    for (const binding of matchPattern(production.pattern, tokens)) {
      const clause = production.read(new Parts(tokens, binding, context));
      if (clause) {
        clauses.push(clause);
      }
    }
  }
  return clauses;
}

/** A production, and the words its request must hold: one each of its fixed parts can start with. */
interface Shape {
  readonly production: Production;
  readonly needs: readonly (readonly string[])[];
}

// Each production is tried only on requests that can start as it does ("add" is not walked for
// "what's on groceries"), and that hold a word for each of its fixed parts.
const BY_FIRST_WORD = new Map<string, Shape[]>();
const ANY_FIRST_WORD: Shape[] = [];
for (const production of PRODUCTIONS) {
  const shape = { production, needs: production.pattern.flatMap((element) => ('slot' in element || 'optional' in element ? [] : [[...(firstKeys([element], 0) ?? [])]])) };
  const keys = firstKeys(production.pattern, 0);
  if (keys === undefined) {
    ANY_FIRST_WORD.push(shape);
  } else {
    for (const key of keys) {
      BY_FIRST_WORD.set(key, [...(BY_FIRST_WORD.get(key) ?? []), shape]);
    }
  }
}

/** The words a pattern can start with from `at` on; undefined when it can start with any (a slot). */
function firstKeys(pattern: readonly Element[], at: number): ReadonlySet<string> | undefined {
  const element = pattern[at];
  if (element === undefined) {
    return new Set();
  }
  if ('slot' in element) {
    return undefined;
  }
  if ('optional' in element) {
    const inner = firstKeys([element.optional], 0);
    const after = firstKeys(pattern, at + 1);
    return inner === undefined || after === undefined ? undefined : new Set([...inner, ...after]);
  }
  if ('words' in element) {
    return new Set(element.words.map((phrase) => phrase[0] ?? ''));
  }
  return new Set(LEXICON[element.category].map((phrase) => tokenize(phrase)[0]?.key ?? ''));
}

/** Whether a request starts with a verb of the lexicon: a new request, where a longer message may be cut. */
export function startsRequest(tokens: readonly Token[], at: number): boolean {
  return VERBS.some((verb) => phraseLengths(tokens, at, verb).length > 0);
}

const VERBS: readonly Category[] = [
  'addVerb', 'needVerb', 'removeVerb', 'haveVerb', 'boughtVerb', 'unboughtVerb', 'clearVerb', 'deleteVerb', 'showVerb', 'renameVerb',
  'transferVerb', 'replaceVerb', 'whoAdded', 'whichList', 'inTheCart', 'doneShopping', 'showForVerb', 'askWhat', 'usualQuestion', 'stopSuggest', 'alwaysNeed', 'thisIsUsual',
];
