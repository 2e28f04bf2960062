import type { AppliedCall } from '../actions/applied-call';
import { joinWords } from '../text/join-words';

/** What a call did, in the bot's words; `call` is kept so that two calls making one change are told as one. */
export interface ToldOutcome {
  readonly kind: 'outcome';
  readonly text: string;
  readonly call: AppliedCall;
}

/**
 * Adds what a call did to what a plan tells. Two calls in a row that make one change are told as
 * it: items put on one list and taken off another are a move ("Moved eggs from groceries to
 * party."), and one item taken off a list and another put on it, a replacement.
 */
export function tellOutcome<Output extends { readonly kind: string }>(outputs: (Output | ToldOutcome)[], outcome: ToldOutcome): void {
  const before = outputs.at(-1);
  const joined = before !== undefined && isTold(before) ? asOneChange(before.call, outcome.call) : undefined;
  if (joined === undefined) {
    outputs.push(outcome);
    return;
  }
  outputs[outputs.length - 1] = { ...outcome, text: joined };
}

function asOneChange(first: AppliedCall, second: AppliedCall): string | undefined {
  const firstList = String(first.parameters.list);
  const secondList = String(second.parameters.list);
  const firstItems = itemsOf(first);
  const secondItems = itemsOf(second);
  const given = first.action === 'addItems' || first.action === 'createList';
  if (given && second.action === 'removeItems' && firstList !== secondList && firstItems.length > 0 && sameItems(firstItems, secondItems)) {
    return `Moved ${joinWords(secondItems)} from ${secondList} to ${first.action === 'createList' ? `the new list ${firstList}` : firstList}.`;
  }
  const [taken] = firstItems;
  const [put] = secondItems;
  if (first.action === 'removeItems' && second.action === 'addItems' && firstList === secondList && firstItems.length === 1 && secondItems.length === 1 && taken !== undefined && put !== undefined) {
    return `Replaced ${taken} with ${put} on ${firstList}.`;
  }
  return undefined;
}

function itemsOf(call: AppliedCall): readonly string[] {
  const items = call.parameters.items;
  return Array.isArray(items) ? items.map(String) : [];
}

function sameItems(left: readonly string[], right: readonly string[]): boolean {
  return left.length === right.length && left.every((item, at) => item === right[at]);
}

function isTold(output: { readonly kind: string }): output is ToldOutcome {
  return output.kind === 'outcome';
}
