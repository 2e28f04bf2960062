import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobServiceClient } from '@azure/storage-blob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_STATE_VERSION } from '../src/conversation/conversation-state';
import type { ListsChange } from '../src/conversation/lists-change';
import { migrateConversationState, NewerStateVersionError } from '../src/conversation/migrate-conversation-state';
import { undoChange } from '../src/conversation/undo-change';
import type { GroceryLists } from '../src/lists';
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
const KEY = `msteams/28:pantry-bot/conversations/${CONVERSATION_ID}`;
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

describe('conversation state stored before it had a schema version', () => {
  it('migrates to the current version with every field kept as it was, and its undo snapshots as the changes between them', () => {
    const stored = JSON.parse(blobBody) as Record<string, unknown> & { lists: GroceryLists; undo: GroceryLists[] };
    expect(stored.schemaVersion).toBeUndefined();
    const { undo, ...migrated } = migrateConversationState(stored);
    const { undo: snapshots, ...rest } = stored;
    expect(migrated).toEqual({ ...rest, schemaVersion: CONVERSATION_STATE_VERSION });
    expect(undo).toHaveLength(5);
    expect(listsUndoneTo(stored.lists, undo ?? [])).toEqual([...snapshots].reverse());
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
    const { undo, ...migrated } = migrateConversationState(v1);
    const { undo: snapshots, ...rest } = v1;
    expect(migrated).toEqual({ ...rest, schemaVersion: CONVERSATION_STATE_VERSION });
    expect(listsUndoneTo(v1.lists, undo ?? [])).toEqual([...snapshots].reverse());
    // The delete of party keeps party; the others an item or a list's name, not every list.
    expect(JSON.stringify(undo).length).toBeLessThan(JSON.stringify(snapshots).length);
  });

  describe('stored in SQLite and read by the bot', () => {
    let connector: FakeConnector;
    let bot: BotProcess;
    let folder: string;
    let path: string;
    const conversationId = 'fixture-conversation';
    const say = (text: string) => bot.say({ text, conversationId, serviceUrl: connector.serviceUrl });
    const read = async () => {
      const storage = new SqliteStorage(path);
      try {
        return (await storage.read([KEY]))[KEY] as Record<string, unknown>;
      } finally {
        storage.close();
      }
    };

    beforeAll(async () => {
      folder = mkdtempSync(join(tmpdir(), 'pantry-fixture-v1-'));
      path = join(folder, 'state.db');
      const storage = new SqliteStorage(path);
      await storage.write({ [KEY]: v1 });
      storage.close();
      connector = await FakeConnector.start();
      bot = await BotProcess.start({ STORAGE: 'sqlite', SQLITE_PATH: path, PLANNER: 'offline' });
    });

    afterAll(async () => {
      await bot?.stop();
      await connector?.close();
      rmSync(folder, { recursive: true, force: true });
    });

    it('steps back through the five changes it remembered with /undo, then has nothing to undo', async () => {
      await say("what's on groceries?");
      expect(itemsOnCard(connector.lastCard(conversationId).card)).toEqual(['3 loaves of bread', 'milk', 'chips']);
      // Newest first: the delete of party, camping created, chips moved, bread re-quantified, eggs removed.
      for (const snapshot of [...v1.undo].reverse()) {
        await say('/undo');
        const stored = await read();
        // As they were, each list now with the id the migration gave it.
        expect((stored.lists as { id: string }[]).map(({ id: _id, ...list }) => list)).toEqual(snapshot);
        expect(stored.schemaVersion).toBe(CONVERSATION_STATE_VERSION);
      }
      await say('/undo');
      expect(connector.textsTo(conversationId).at(-1)).toBe('There is nothing to undo.');
      await say("what's on groceries?");
      expect(itemsOnCard(connector.lastCard(conversationId).card)).toEqual(['2 loaves of bread', 'milk', 'eggs']);
    });
  });
});

/** Where one storage's copy of the fixture lives, how the bot is pointed at it, and how to read it back. */
interface StoredFixture {
  readonly env: Record<string, string>;
  read(): Promise<Record<string, unknown> | undefined>;
  dispose(): Promise<void>;
}

async function sqliteFixture(): Promise<StoredFixture> {
  const folder = mkdtempSync(join(tmpdir(), 'pantry-fixture-'));
  const path = join(folder, 'state.db');
  copyFileSync(join(FIXTURES, 'state.db'), path);
  return {
    env: { STORAGE: 'sqlite', SQLITE_PATH: path },
    async read() {
      const storage = new SqliteStorage(path);
      try {
        return (await storage.read([KEY]))[KEY];
      } finally {
        storage.close();
      }
    },
    async dispose() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function blobFixture(): Promise<StoredFixture> {
  const azurite = await Azurite.start();
  const container = BlobServiceClient.fromConnectionString(azurite.connectionString).getContainerClient(BLOB_CONTAINER);
  await container.createIfNotExists();
  await container.getBlockBlobClient(encodeURIComponent(KEY)).upload(blobBody, Buffer.byteLength(blobBody), { blobHTTPHeaders: { blobContentType: 'application/json' } });
  return {
    env: { STORAGE: 'azure-blob', AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString, AZURE_STORAGE_CONTAINER: BLOB_CONTAINER },
    async read() {
      return (await new AzureBlobStorage(azurite.connectionString, BLOB_CONTAINER).read([KEY]))[KEY];
    },
    dispose: () => azurite.stop(),
  };
}

describe.each([
  ['SQLite', sqliteFixture],
  ['an Azure blob', blobFixture],
])('a conversation stored in %s by the unversioned bot', (_name, makeFixture) => {
  let connector: FakeConnector;
  let fixture: StoredFixture;
  let bot: BotProcess;
  const serviceUrl = () => connector.serviceUrl;
  const say = (text: string) => bot.say({ text, conversationId: CONVERSATION_ID, serviceUrl: serviceUrl() });

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

  it('carries on where it left off: its lists, its pending confirmation and its undo, then is stored versioned', async () => {
    await say("what's on groceries?");
    expect(itemsOnCard(connector.lastCard(CONVERSATION_ID).card)).toEqual(['2 loaves of bread', 'milk']);

    // The delete of party that was waiting for Confirm when the state was stored.
    const pending = ((await fixture.read()) as { pendingConfirmation: { id: string } }).pendingConfirmation;
    expect(pending.id).toEqual(expect.any(String));
    const confirmed = await bot.post(cardActionActivity({ conversationId: CONVERSATION_ID, serviceUrl: serviceUrl(), cardMessageId: 'card-1', verb: 'confirmChanges', data: { id: pending.id } }));
    expect(JSON.stringify(await confirmed.json())).toContain('Done');
    await say("what's on party?");
    expect(connector.textsTo(CONVERSATION_ID).at(-1)).toMatch(/no list called .?party/i);

    // Two undos: the delete just confirmed, then the stored stack's latest change (eggs taken off groceries).
    await say('/undo');
    await say("what's on party?");
    expect(itemsOnCard(connector.lastCard(CONVERSATION_ID).card)).toEqual(['6 limes', 'salsa', 'chips']);
    await say('/undo');
    await say("what's on groceries?");
    expect(itemsOnCard(connector.lastCard(CONVERSATION_ID).card)).toEqual(['2 loaves of bread', 'milk', 'eggs']);

    const stored = await fixture.read();
    expect(stored).toMatchObject({ schemaVersion: CONVERSATION_STATE_VERSION, welcomed: true });
    expect(stored?.pendingConfirmation).toBeUndefined();
    // Five stored, one pushed by the delete (the oldest then dropped: /undo goes back five changes), two undone.
    expect((stored?.undo as unknown[]).length).toBe(3);
  });
});
