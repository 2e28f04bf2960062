import { doAction, plan, say } from '../test/fakes/plans';

/** A request to the bot, what the scripted model answers at each call, and how the bot's reply begins. */
export interface ModelCallScenario {
  readonly name: string;
  readonly request: string;
  /** The model's answers in order: to the request, then to each repair or observation the bot sends back. */
  readonly answers: readonly unknown[];
  /** How the bot's last message begins when the model was asked, so a scenario that went another way fails loudly. */
  readonly replyStartsWith: string;
}

/** What every scenario's conversation holds before its request: two lists, set up through the model. */
export const SETUP = {
  request: 'set up groceries with milk and eggs, and a party list with chips and 2 bags of ice',
  answer: plan(
    doAction('createList', { list: 'groceries', items: ['milk', 'eggs'] }),
    doAction('createList', { list: 'party', items: ['chips', '2 bags of ice'] }),
    say('Created groceries and party.'),
  ),
  reply: 'Created groceries and party.',
};

const partyItems = { type: 'DO', action: 'getItems', parameters: { list: 'party' } };

/** Requests of every shape the planning loop takes, each answered as a capable model would. */
export const MODEL_CALL_SCENARIOS: readonly ModelCallScenario[] = [
  {
    name: 'plain add',
    request: 'add bread to groceries',
    answers: [plan(doAction('addItems', { list: 'groceries', items: ['bread'] }), say('Added bread to groceries.'))],
    replyStartsWith: 'Added bread to groceries.',
  },
  {
    name: 'read, then answer',
    request: "what's on the party list?",
    answers: [plan(doAction('getItems', { list: 'party' })), plan(say('Party has chips and 2 bags of ice.'))],
    replyStartsWith: 'Party has chips and 2 bags of ice.',
  },
  {
    name: 'failed action, then answer',
    request: 'add butter to the shop list',
    answers: [
      plan(doAction('addItems', { list: 'shop', items: ['butter'] }), say('Added butter to shop.')),
      plan(doAction('addItems', { list: 'groceries', items: ['butter'] }), say('Added butter to groceries.')),
    ],
    replyStartsWith: 'Added butter to groceries.',
  },
  {
    name: 'failure told directly, no second call',
    request: 'take the butter off groceries',
    answers: [plan(doAction('removeItems', { list: 'groceries', items: ['butter'] }), say('Removed butter from groceries.'))],
    replyStartsWith: "Butter wasn't on groceries.",
  },
  {
    name: 'invalid plan, repaired',
    request: 'add butter to groceries',
    answers: [
      plan(doAction('addItems', { list: 'groceries', items: 'butter' }), say('Added butter.')),
      plan(doAction('addItems', { list: 'groceries', items: ['butter'] }), say('Added butter to groceries.')),
    ],
    replyStartsWith: 'Added butter to groceries.',
  },
  {
    name: 'nested move in one call',
    request: 'move everything from party to groceries',
    answers: [
      plan(doAction('addItems', { list: 'groceries', items: partyItems }), doAction('removeItems', { list: 'party', items: partyItems }), say('Moved chips and ice to groceries.')),
    ],
    replyStartsWith: 'Moved chips and ice to groceries.',
  },
  {
    name: 'destructive, confirmation card',
    request: 'delete the party list',
    answers: [plan(doAction('deleteList', { list: 'party' }), say('Deleted party.'))],
    replyStartsWith: 'Please confirm',
  },
  {
    name: 'open request',
    request: "we're having tacos for six on friday, add what we need",
    answers: [
      plan(doAction('addItems', { list: 'groceries', items: ['12 tortillas', '1 kg minced beef', 'salsa', 'grated cheese', 'lettuce'] }), say('Added taco things to groceries.')),
    ],
    replyStartsWith: 'Added taco things to groceries.',
  },
];
