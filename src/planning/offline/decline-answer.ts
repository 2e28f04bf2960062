import type { ConversationFocus } from '../../conversation/conversation-state';
import type { ProposalChoice } from '../../confirmations/pending-confirmation';
import { type GroceryLists, groceryWords, itemKey, matchKey } from '../../lists';
import { joinWords } from '../../text/join-words';
import { FUNCTION_WORDS, TALK_WORDS } from './lenient-words';
import { mainList } from './main-list';
import { spacedKeys, tokenize } from './tokenize';

/** The most buttons a decline offers: more is a menu, not an answer. */
const MOST_CHOICES = 3;
/** Verbs of a request, never a grocery's name though one may hold them ("pop"corn aside). */
const VERBS = new Set(['pop', 'stick', 'chuck', 'add', 'get', 'grab', 'put', 'need', 'want', 'buy', 'pick', 'throw', 'bring', 'make', 'take']);
/** Words that join or point, never a grocery of their own, though some grocery's name holds them ("salt and vinegar"). */
const JOINING: ReadonlySet<string> = new Set([...FUNCTION_WORDS, 'of', 'more', 'big', 'small', 'new', 'one', 'two', 'ticked', 'crossed', 'picked', 'grabbed']);

/**
 * The answer to a message nothing could read: what it did read (items on the lists it names, the
 * groceries among its words) and did not, and up to three changes those words point at as buttons,
 * nearest first: tick an item it names that is still to buy, take one it names off, add the
 * groceries it names that are on no list. Nothing is changed until one is pressed.
 */
export function declineAnswer(text: string, lists: GroceryLists, focus: ConversationFocus | undefined): { readonly text: string; readonly choices: readonly ProposalChoice[] } {
  const words = tokenize(text).filter((token) => token.kind === 'word');
  const onLists = lists.flatMap((list) =>
    list.items.flatMap((item) => {
      const name = ` ${itemKey(matchKey(item.name))} `;
      return words.some((word) => word.key.length >= 3 && !TALK_WORDS.has(word.key) && !FUNCTION_WORDS.has(word.key) && name.includes(` ${itemKey(word.key)} `)) ? [{ list: list.name, item }] : [];
    }),
  );
  const choices: ProposalChoice[] = [];
  for (const { list, item } of onLists.slice(0, 2)) {
    if (!item.bought) {
      choices.push({ label: `Mark ${item.name} bought`, calls: [{ action: 'markBought', parameters: { list, items: [item.name] } }], changes: [`Mark ${item.name} bought on ${list}`] });
    }
    choices.push({ label: `Remove ${item.name} from ${list}`, calls: [{ action: 'removeItems', parameters: { list, items: [item.name] } }], changes: [`Remove ${item.name} from ${list}`] });
  }
  // Words of items found, and of the lists' own names ("party"), are read already.
  const named = new Set([...onLists.flatMap(({ item }) => itemKey(matchKey(item.name)).split(' ')), ...lists.flatMap((list) => matchKey(list.name).split(' ').map(itemKey))]);
  // Groceries it names that are on no list, a run of words one name ("dish soap"), verbs and joins left out.
  const groceryWord = (key: string) => !TALK_WORDS.has(key) && !JOINING.has(key) && !VERBS.has(key) && !named.has(itemKey(key)) && groceryWords().has(key) && key.length >= 3;
  const runs: { readonly name: string; readonly start: number; readonly end: number }[] = [];
  let start = -1;
  for (const [at, word] of [...words, undefined].entries()) {
    if (word && groceryWord(word.key)) {
      start = start === -1 ? at : start;
    } else if (start !== -1) {
      runs.push({ name: words.slice(start, at).map((each) => each.key).join(' '), start, end: at - 1 });
      start = -1;
    }
  }
  // Two runs with only an "and" between may be one name ("head and shoulders shampoo") as well as two things.
  const joined = runs.flatMap((run, at) => {
    const next = runs[at + 1];
    return next && next.start === run.end + 2 && words[run.end + 1]?.key === 'and' ? [`${run.name} and ${next.name}`] : [];
  });
  // The list it names, where it names one ("… to aldi pls"); else the everyday one.
  const said = spacedKeys(text);
  const [only, ...others] = lists.filter((list) => said.includes(spacedKeys(list.name)));
  const main = only && others.length === 0 ? only : mainList(lists, focus);
  const fresh = [...new Set(runs.map((each) => each.name))].slice(0, 3);
  if (main && fresh.length > 0) {
    // Items apart by commas, so that the button reads as the change it makes: "head, shoulders shampoo" is two things.
    const adding = (items: readonly string[]): ProposalChoice => ({ label: `Add ${items.join(', ')} to ${main.name}`, calls: [{ action: 'addItems', parameters: { list: main.name, items } }], changes: [`Add ${joinWords(items)} to ${main.name}`] });
    choices.unshift(adding(fresh), ...joined.slice(0, 1).map((name) => adding([name])));
  }
  const quoted = text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text;
  const seen = onLists.length > 0 ? ` I see ${joinWords([...new Set(onLists.map(({ item, list }) => `${item.name} on ${list}`))].slice(0, 3))}.` : '';
  const next = choices.length > 0 ? ' Did you mean one of these?' : main ? ` Try "add milk to ${main.name}", "what's on ${main.name}?", or /help.` : ' Try "create a groceries list with milk", or /help.';
  return { text: `I couldn't tell what to do with "${quoted.trim()}", so nothing was changed.${seen}${next}`, choices: choices.slice(0, MOST_CHOICES) };
}
