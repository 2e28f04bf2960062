import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobServiceClient } from '@azure/storage-blob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_STATE_VERSION } from '../src/conversation/conversation-state';
import type { DeletedList, ListsChange } from '../src/conversation/lists-change';
import { migrateConversationState, NewerStateVersionError } from '../src/conversation/migrate-conversation-state';
import { undoChange } from '../src/conversation/undo-change';
import { type GroceryList, type GroceryLists, matchKey } from '../src/lists';
import { AzureBlobStorage } from '../src/storage/azure-blob-storage';
import { SqliteStorage } from '../src/storage/sqlite-storage';
import { Azurite } from './fakes/azurite';
import { BotProcess } from './fakes/bot-process';
import { itemsOnCard } from './fakes/card-reading';
import { FakeConnector } from './fakes/fake-connector';
import { cardActionActivity } from './fakes/activities';

// State stored by the bot before conversation state carried a schema version (see the folder's README).
const FIXTURES = join(__dirname, 'fixtures', 'state-v0');
const CONVERSATION_ID = 'fixture-conversation';
const BLOB_CONTAINER = 'pantry-state';
const blobBody = readFileSync(join(FIXTURES, 'conversation-blob.json'), 'utf8');

/** The lists each undo entry brings back, newest first, taken back one after another from `lists`. */
function listsUndoneTo(lists: GroceryLists, undo: readonly ListsChange[]): GroceryLists[] {
  const steps: GroceryLists[] = [];
  for (const entry of [...undo].reverse()) {
    lists = undoChange(lists, entry);
    steps.push(lists);
  }
  return steps;
}

/**
 * The bot (offline planner) on a stored fixture, with a connector for its replies: started before
 * the tests of the block that calls this, stopped after them.
 */
function botOnFixture(makeFixture: () => Promise<StoredFixture>) {
  let connector: FakeConnector | undefined;
  let fixture: StoredFixture | undefined;
  let bot: BotProcess | undefined;
  beforeAll(async () => {
    connector = await FakeConnector.start();
    fixture = await makeFixture();
    bot = await BotProcess.start({ ...fixture.env, PLANNER: 'offline' });
  });
  afterAll(async () => {
    await bot?.stop();
    await fixture?.dispose();
    await connector?.close();
  });
  const started = <T>(part: T | undefined): T => {
    if (part === undefined) {
      throw new Error('the bot on the fixture has not started');
    }
    return part;
  };
  return {
    connector: () => started(connector),
    fixture: () => started(fixture),
    bot: () => started(bot),
    say: (conversationId: string, text: string) => started(bot).say({ text, conversationId, serviceUrl: started(connector).serviceUrl }),
  };
}

/** The lists as versions before 3 stored them: the ids the migration gave them are random. */
function withoutIds(lists: readonly GroceryList[]): Omit<GroceryList, 'id'>[] {
  return lists.map(({ id: _id, ...list }) => list);
}

/**
 * Every list has an id of its own; an undo step names by id a list that is there, or one that a step
 * carries whole (a list deleted since); and a list a step carries has the id of the list of its name
 * that is there, so undoing by id does what undoing by name did.
 */
function expectListIds(state: { lists?: GroceryLists; undo?: readonly ListsChange[] }): void {
  const lists = state.lists ?? [];
  const ids = lists.map((list) => list.id);
  expect(ids).toEqual(ids.map(() => expect.stringMatching(/\S/)));
  expect(new Set(ids).size).toBe(ids.length);
  const changes = (state.undo ?? []).flatMap((step) => step.changes);
  const carried = changes.flatMap((change) => (change.kind === 'deletedList' || change.kind === 'replacedList' ? [change.list] : change.kind === 'replacedAll' ? change.lists : []));
  for (const list of carried) {
    expect(list.id).toEqual(expect.stringMatching(/\S/));
    const current = lists.find((each) => matchKey(each.name) === matchKey(list.name));
    if (current) {
      expect(list.id).toBe(current.id);
    }
  }
  const known = new Set([...ids, ...carried.map((list) => list.id)]);
  for (const change of changes) {
    if (change.kind === 'createdList' || change.kind === 'changedItems') {
      expect(change).not.toHaveProperty('list');
      expect(known).toContain(change.listId);
    }
  }
}

describe('conversation state stored before it had a schema version', () => {
  it('migrates to the current version with every field kept as it was, and its undo snapshots as the changes between them', () => {
    const stored = JSON.parse(blobBody) as Record<string, unknown> & { lists: GroceryLists; undo: GroceryLists[] };
    expect(stored.schemaVersion).toBeUndefined();
    const migrated = migrateConversationState(stored);
    const { undo, lists, ...migratedRest } = migrated;
    const { undo: snapshots, lists: storedLists, ...rest } = stored;
    expect(migratedRest).toEqual({ ...rest, schemaVersion: CONVERSATION_STATE_VERSION });
    expect(withoutIds(lists ?? [])).toEqual(storedLists);
    expectListIds(migrated);
    expect(undo).toHaveLength(5);
    expect(listsUndoneTo(lists ?? [], undo ?? []).map(withoutIds)).toEqual([...snapshots].reverse());
  });

  it('is refused, saying what to do, when a newer version of the bot stored it', () => {
    expect(() => migrateConversationState({ schemaVersion: CONVERSATION_STATE_VERSION + 1, lists: [] })).toThrow(NewerStateVersionError);
    expect(() => migrateConversationState({ schemaVersion: CONVERSATION_STATE_VERSION + 1 })).toThrow(/deploy the newer version/);
  });
});

describe('conversation state of schema version 1, when undo kept a copy of every list before each change', () => {
  const v1 = JSON.parse(readFileSync(join(__dirname, 'fixtures', 'state-v1', 'conversation.json'), 'utf8')) as Record<string, unknown> & { lists: GroceryLists; undo: GroceryLists[] };

  it('migrates each snapshot to the change after it, the newest against the current lists, every other field as it was', () => {
    expect(v1.schemaVersion).toBe(1);
    const migrated = migrateConversationState(v1);
    const { undo, lists, ...migratedRest } = migrated;
    const { undo: snapshots, lists: storedLists, ...rest } = v1;
    expect(migratedRest).toEqual({ ...rest, schemaVersion: CONVERSATION_STATE_VERSION });
    expect(withoutIds(lists ?? [])).toEqual(storedLists);
    expectListIds(migrated);
    expect(listsUndoneTo(lists ?? [], undo ?? []).map(withoutIds)).toEqual([...snapshots].reverse());
    // The delete of party keeps party; the others an item or a list's name, not every list.
    expect(JSON.stringify(undo).length).toBeLessThan(JSON.stringify(snapshots).length);
  });

  describe('stored in SQLite and read by the bot', () => {
    const conversationId = CONVERSATION_ID;
    const running = botOnFixture(() => seededSqlite({ [conversationId]: v1 }));
    const say = (text: string) => running.say(conversationId, text);
    const read = async () => (await running.fixture().read(conversationId)) as Record<string, unknown>;

    it('steps back through the five changes it remembered with /undo, then has nothing to undo', async () => {
      await say("what's on groceries?");
      expect(itemsOnCard(running.connector().lastCard(conversationId).card)).toEqual(['3 loaves of bread', 'milk', 'chips']);
      // Newest first: the delete of party, camping created, chips moved, bread re-quantified, eggs removed.
      for (const snapshot of [...v1.undo].reverse()) {
        await say('/undo');
        const stored = await read();
        // As they were, each list now with the id the migration gave it.
        expect(withoutIds(stored.lists as GroceryLists)).toEqual(snapshot);
        expectListIds(stored);
        expect(stored.schemaVersion).toBe(CONVERSATION_STATE_VERSION);
      }
      await say('/undo');
      expect(running.connector().textsTo(conversationId).at(-1)).toBe('There is nothing to undo.');
      await say("what's on groceries?");
      expect(itemsOnCard(running.connector().lastCard(conversationId).card)).toEqual(['2 loaves of bread', 'milk', 'eggs']);
    });
  });
});

describe('conversation state of schema version 2, when undo named the lists it changed', () => {
  type ChangeV2 = Record<string, unknown> & { kind: string; list?: string | Omit<GroceryList, 'id'> };
  const v2 = JSON.parse(readFileSync(join(__dirname, 'fixtures', 'state-v2', 'conversation.json'), 'utf8')) as Record<string, unknown> & {
    lists: Omit<GroceryList, 'id'>[];
    undo: { changes: ChangeV2[] }[];
    pendingConfirmation: { id: string };
  };
  const bread = (quantity: string) => ({ name: 'bread', quantity, addedBy: 'Bob' });
  const chips = { name: 'chips', addedBy: 'Bob' };
  const party = { name: 'party', items: [{ name: 'salsa', addedBy: 'Alice' }, { name: 'limes', quantity: '6', addedBy: 'Alice' }] };
  const camping = { name: 'camping', items: [{ name: 'tent', addedBy: 'Bob' }] };
  // What each of the five undo steps brought back by name at version 2, newest first: party deleted,
  // camping created, chips moved from party, bread from 2 loaves to 3, eggs taken off.
  const undoneByName = [
    [{ name: 'groceries', items: [{ name: 'milk', addedBy: 'Alice' }, bread('3 loaves'), chips] }, party, camping],
    [{ name: 'groceries', items: [{ name: 'milk', addedBy: 'Alice' }, bread('3 loaves'), chips] }, party],
    [{ name: 'groceries', items: [{ name: 'milk', addedBy: 'Alice' }, bread('3 loaves')] }, { name: 'party', items: [chips, ...party.items] }],
    [{ name: 'groceries', items: [{ name: 'milk', addedBy: 'Alice' }, bread('2 loaves')] }, { name: 'party', items: [chips, ...party.items] }],
    [{ name: 'groceries', items: [{ name: 'milk', addedBy: 'Alice' }, { name: 'eggs', addedBy: 'Alice' }, bread('2 loaves')] }, { name: 'party', items: [chips, ...party.items] }],
  ];

  it('migrates to the current version with every list, item, quantity and who added it kept, each list given an id, and each undo step naming by id the list it named', () => {
    expect(v2.schemaVersion).toBe(2);
    const migrated = migrateConversationState(v2);
    const { lists = [], undo = [], ...migratedRest } = migrated;
    const { lists: storedLists, undo: storedUndo, ...rest } = v2;
    // The pending delete of camping, the planner's history and the rest as they were.
    expect(migratedRest).toEqual({ ...rest, schemaVersion: CONVERSATION_STATE_VERSION });
    expect(migratedRest.pendingConfirmation).toEqual(v2.pendingConfirmation);
    expect(withoutIds(lists)).toEqual(storedLists);
    expectListIds(migrated);

    // Party is gone, and named only by undo: the delete carries it, the move of chips names it.
    const deletedParty = undo[4]?.changes[0] as DeletedList;
    const idOf: Record<string, string | undefined> = { groceries: lists[0]?.id, camping: lists[1]?.id, party: deletedParty.list.id };
    expect(new Set(Object.values(idOf)).size).toBe(3);
    const byId = storedUndo.map((step) => ({
      changes: step.changes.map(({ list, ...change }) =>
        typeof list === 'string' ? { ...change, listId: idOf[list] } : { ...change, list: { ...list, id: idOf[String(list?.name)] } },
      ),
    }));
    expect(undo).toEqual(byId);

    const undone = listsUndoneTo(lists, undo);
    expect(undone.map(withoutIds)).toEqual(undoneByName);
    // Each list keeps its id through every step back: party comes back with the id its steps name.
    for (const step of undone) {
      for (const list of step) {
        expect(list.id).toBe(idOf[list.name]);
      }
    }
  });

  describe('stored in SQLite and read by the bot', () => {
    // Two conversations hold the fixture: one steps back through its undo, the other confirms its pending delete.
    const undoing = 'fixture-conversation';
    const confirming = 'fixture-conversation-confirming';
    const running = botOnFixture(() => seededSqlite({ [undoing]: v2, [confirming]: v2 }));
    const say = (conversationId: string, text: string) => running.say(conversationId, text);
    const read = async (conversationId: string) => (await running.fixture().read(conversationId)) as Record<string, unknown> & { lists: GroceryLists; undo: ListsChange[] };

    it('shows its lists, steps back through its five changes with /undo as it did by name, then has nothing to undo', async () => {
      await say(undoing, "what's on groceries?");
      // The card shows items in walking order: bakery, then dairy, then snacks.
      expect(itemsOnCard(running.connector().lastCard(undoing).card)).toEqual(['3 loaves of bread', 'milk', 'chips']);
      const migrated = await read(undoing);
      expect(migrated.schemaVersion).toBe(CONVERSATION_STATE_VERSION);
      expect(withoutIds(migrated.lists)).toEqual(v2.lists);
      expectListIds(migrated);
      const idOf = new Map(migrated.lists.map((list) => [list.name, list.id]));

      for (const lists of undoneByName) {
        await say(undoing, '/undo');
        const stored = await read(undoing);
        expect(withoutIds(stored.lists)).toEqual(lists);
        expectListIds(stored);
        // A list keeps its id through the steps back; party, back from its delete, keeps the one it came back with.
        for (const list of stored.lists) {
          expect(list.id).toBe(idOf.get(list.name) ?? list.id);
          idOf.set(list.name, list.id);
        }
      }
      expect(new Set(idOf.values()).size).toBe(idOf.size);
      await say(undoing, '/undo');
      expect(running.connector().textsTo(undoing).at(-1)).toBe('There is nothing to undo.');
      await say(undoing, "what's on groceries?");
      expect(itemsOnCard(running.connector().lastCard(undoing).card)).toEqual(['2 loaves of bread', 'milk', 'eggs']);
      await say(undoing, "what's on party?");
      expect(itemsOnCard(running.connector().lastCard(undoing).card)).toEqual(['6 limes', 'salsa', 'chips']);
    });

    it('confirms the delete that was waiting, and /undo takes it back, then the stored steps go on', async () => {
      const confirmed = await running.bot().post(cardActionActivity({ conversationId: confirming, serviceUrl: running.connector().serviceUrl, cardMessageId: 'card-1', verb: 'confirmChanges', data: { id: v2.pendingConfirmation.id } }));
      expect(JSON.stringify(await confirmed.json())).toContain('Done');
      const deleted = await read(confirming);
      expect(deleted.pendingConfirmation).toBeUndefined();
      expect(withoutIds(deleted.lists)).toEqual([v2.lists[0]]);
      expectListIds(deleted);
      await say(confirming, "what's on camping?");
      expect(running.connector().textsTo(confirming).at(-1)).toMatch(/no list called .?camping/i);

      // The delete just confirmed, then the stored stack's latest change (party deleted).
      await say(confirming, '/undo');
      const restored = await read(confirming);
      const [groceries, campingBack] = restored.lists;
      expect(withoutIds(restored.lists)).toEqual(v2.lists);
      expect(groceries?.id).toBe(deleted.lists[0]?.id);
      await say(confirming, "what's on camping?");
      expect(itemsOnCard(running.connector().lastCard(confirming).card)).toEqual(['tent']);
      await say(confirming, '/undo');
      await say(confirming, "what's on party?");
      expect(itemsOnCard(running.connector().lastCard(confirming).card)).toEqual(['6 limes', 'salsa']);

      const stored = await read(confirming);
      expect(stored.schemaVersion).toBe(CONVERSATION_STATE_VERSION);
      expect(withoutIds(stored.lists)).toEqual(undoneByName[0]);
      expect(stored.lists.map((list) => list.id)).toEqual([groceries?.id, expect.any(String), campingBack?.id]);
      expectListIds(stored);
      // Five stored, one pushed by the delete (the oldest then dropped: /undo goes back five changes), two undone.
      expect(stored.undo).toHaveLength(3);
    });
  });
});

describe('conversation state of schema version 3, before a conversation remembered what it bought', () => {
  const v3 = JSON.parse(readFileSync(join(__dirname, 'fixtures', 'state-v3', 'conversation.json'), 'utf8')) as Record<string, unknown> & { lists: GroceryLists; undo: ListsChange[] };

  it('migrates to the current version with every field as it was, and no shopping history yet', () => {
    expect(v3.schemaVersion).toBe(3);
    expect(migrateConversationState(v3)).toEqual({ ...v3, schemaVersion: CONVERSATION_STATE_VERSION });
  });

  describe('stored in SQLite and read by the bot', () => {
    const running = botOnFixture(() => seededSqlite({ [CONVERSATION_ID]: v3 }));
    const say = (text: string) => running.say(CONVERSATION_ID, text);
    const read = async () => (await running.fixture().read()) as Record<string, unknown> & { lists: GroceryLists; shopping?: { purchases: { key: string; by?: string }[]; tripEnds: number[] } };

    it('takes back its stored clear with no purchase made up for it, then learns from what is bought and cleared from then on', async () => {
      await say('/undo');
      const undone = await read();
      expect(undone.schemaVersion).toBe(CONVERSATION_STATE_VERSION);
      expect(undone.lists[0]?.items.map((item) => `${item.name}${item.bought ? ' [bought]' : ''}`)).toEqual(['milk [bought]', 'eggs', 'bread [bought]', 'bananas', 'coffee']);
      expect(undone.shopping).toBeUndefined();
      await say('got the eggs');
      await say('clear the bought items');
      const cleared = await read();
      expect(cleared.shopping?.purchases.map((purchase) => [purchase.key, purchase.by])).toEqual([['egg', 'Alice']]);
      expect(cleared.shopping?.tripEnds).toHaveLength(1);
      await say('what do we usually buy?');
      expect(running.connector().textsTo(CONVERSATION_ID).at(-1)).toMatch(/^You have no usual items yet/);
    });
  });
});

/** Where one storage's copy of a fixture lives, how the bot is pointed at it, and how to read a conversation back. */
interface StoredFixture {
  readonly env: Record<string, string>;
  read(conversationId?: string): Promise<Record<string, unknown> | undefined>;
  dispose(): Promise<void>;
}

/** The key the bot stores a conversation's state under. */
const keyOf = (conversationId: string) => `msteams/28:pantry-bot/conversations/${conversationId}`;

/** A SQLite file in a folder of its own, filled by `fill`, that the bot is pointed at. */
async function sqliteFile(fill: (path: string) => Promise<void>): Promise<StoredFixture> {
  const folder = mkdtempSync(join(tmpdir(), 'pantry-fixture-'));
  const path = join(folder, 'state.db');
  await fill(path);
  return {
    env: { STORAGE: 'sqlite', SQLITE_PATH: path },
    async read(conversationId = CONVERSATION_ID) {
      const storage = new SqliteStorage(path);
      try {
        return (await storage.read([keyOf(conversationId)]))[keyOf(conversationId)];
      } finally {
        storage.close();
      }
    },
    async dispose() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The version-0 fixture's SQLite file, as the unversioned bot wrote it. */
function sqliteFixture(): Promise<StoredFixture> {
  return sqliteFile(async (path) => copyFileSync(join(FIXTURES, 'state.db'), path));
}

/** A SQLite file holding `states`, each under its conversation's key. */
function seededSqlite(states: Record<string, unknown>): Promise<StoredFixture> {
  return sqliteFile(async (path) => {
    const storage = new SqliteStorage(path);
    await storage.write(Object.fromEntries(Object.entries(states).map(([conversationId, state]) => [keyOf(conversationId), state])));
    storage.close();
  });
}

async function blobFixture(): Promise<StoredFixture> {
  const azurite = await Azurite.start();
  const container = BlobServiceClient.fromConnectionString(azurite.connectionString).getContainerClient(BLOB_CONTAINER);
  await container.createIfNotExists();
  await container.getBlockBlobClient(encodeURIComponent(keyOf(CONVERSATION_ID))).upload(blobBody, Buffer.byteLength(blobBody), { blobHTTPHeaders: { blobContentType: 'application/json' } });
  return {
    env: { STORAGE: 'azure-blob', AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString, AZURE_STORAGE_CONTAINER: BLOB_CONTAINER },
    async read(conversationId = CONVERSATION_ID) {
      return (await new AzureBlobStorage(azurite.connectionString, BLOB_CONTAINER).read([keyOf(conversationId)]))[keyOf(conversationId)];
    },
    dispose: () => azurite.stop(),
  };
}

describe.each([
  ['SQLite', sqliteFixture],
  ['an Azure blob', blobFixture],
])('a conversation stored in %s by the unversioned bot', (_name, makeFixture) => {
  const running = botOnFixture(makeFixture);
  const say = (text: string) => running.say(CONVERSATION_ID, text);

  it('carries on where it left off: its lists, its pending confirmation and its undo, then is stored versioned', async () => {
    await say("what's on groceries?");
    expect(itemsOnCard(running.connector().lastCard(CONVERSATION_ID).card)).toEqual(['2 loaves of bread', 'milk']);

    // The delete of party that was waiting for Confirm when the state was stored.
    const pending = ((await running.fixture().read()) as { pendingConfirmation: { id: string } }).pendingConfirmation;
    expect(pending.id).toEqual(expect.any(String));
    const confirmed = await running.bot().post(cardActionActivity({ conversationId: CONVERSATION_ID, serviceUrl: running.connector().serviceUrl, cardMessageId: 'card-1', verb: 'confirmChanges', data: { id: pending.id } }));
    expect(JSON.stringify(await confirmed.json())).toContain('Done');
    await say("what's on party?");
    expect(running.connector().textsTo(CONVERSATION_ID).at(-1)).toMatch(/no list called .?party/i);

    // Two undos: the delete just confirmed, then the stored stack's latest change (eggs taken off groceries).
    await say('/undo');
    await say("what's on party?");
    expect(itemsOnCard(running.connector().lastCard(CONVERSATION_ID).card)).toEqual(['6 limes', 'salsa', 'chips']);
    await say('/undo');
    await say("what's on groceries?");
    expect(itemsOnCard(running.connector().lastCard(CONVERSATION_ID).card)).toEqual(['2 loaves of bread', 'milk', 'eggs']);

    const stored = await running.fixture().read();
    expect(stored).toMatchObject({ schemaVersion: CONVERSATION_STATE_VERSION, welcomed: true });
    expect(stored?.pendingConfirmation).toBeUndefined();
    expectListIds(stored ?? {});
    // Five stored, one pushed by the delete (the oldest then dropped: /undo goes back five changes), two undone.
    expect((stored?.undo as unknown[]).length).toBe(3);
  });
});
