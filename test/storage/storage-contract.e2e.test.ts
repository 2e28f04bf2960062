import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Storage } from 'botbuilder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AzureBlobStorage } from '../../src/storage/azure-blob-storage';
import { GuardedStorage } from '../../src/storage/guarded-storage';
import { SqliteStorage } from '../../src/storage/sqlite-storage';
import { MemoryStorage } from '../../src/storage/memory-storage';
import { isEtagConflict, StorageUnavailableError } from '../../src/storage/storage-errors';
import { Azurite } from '../fakes/azurite';
import { removeSqliteFiles } from '../fakes/sqlite-files';

let azurite: Azurite;
const sqlitePath = join(tmpdir(), `pantry-contract-${randomUUID()}.db`);

beforeAll(async () => {
  azurite = await Azurite.start();
});

afterAll(async () => {
  await azurite?.stop();
  removeSqliteFiles(sqlitePath);
});

const STORAGES: [name: string, create: () => Storage][] = [
  ['memory', () => new GuardedStorage(new MemoryStorage())],
  ['sqlite', () => new GuardedStorage(new SqliteStorage(sqlitePath))],
  ['azure-blob', () => new GuardedStorage(new AzureBlobStorage(azurite.connectionString, `contract-${randomUUID().slice(0, 8)}`))],
];

describe.each(STORAGES)('the %s storage', (_name, create) => {
  let storage: Storage;
  const key = (name: string) => `msteams/bot/conversations/${name}-${randomUUID()}`;

  beforeAll(() => {
    storage = create();
  });

  it('reads nothing for keys never written', async () => {
    expect(await storage.read([key('never')])).toEqual({});
  });

  it('reads back what it wrote, with an eTag', async () => {
    const name = key('round-trip');
    await storage.write({ [name]: { lists: [{ id: 'groceries', name: 'groceries', items: [{ name: 'crème fraîche', quantity: '2' }] }] } });
    const read = await storage.read([name]);
    expect(read[name]).toMatchObject({ lists: [{ id: 'groceries', name: 'groceries', items: [{ name: 'crème fraîche', quantity: '2' }] }] });
    expect(typeof read[name]?.eTag).toBe('string');
  });

  it('accepts a write with the current eTag, and rejects one with a stale eTag', async () => {
    const name = key('etag');
    await storage.write({ [name]: { count: 1 } });
    const first = (await storage.read([name]))[name];
    await storage.write({ [name]: { ...first, count: 2 } });
    const second = (await storage.read([name]))[name];
    expect(second?.eTag).not.toBe(first?.eTag);
    const stale = storage.write({ [name]: { ...first, count: 3 } });
    await expect(stale).rejects.toSatisfy(isEtagConflict);
    expect((await storage.read([name]))[name]).toMatchObject({ count: 2 });
  });

  it('overwrites whatever is there for the eTag "*"', async () => {
    const name = key('star');
    await storage.write({ [name]: { count: 1 } });
    await storage.write({ [name]: { count: 5, eTag: '*' } });
    expect((await storage.read([name]))[name]).toMatchObject({ count: 5 });
  });

  it('creates an item written without an eTag only if it does not exist yet', async () => {
    const name = key('create');
    await storage.write({ [name]: { by: 'first' } });
    await expect(storage.write({ [name]: { by: 'second' } })).rejects.toSatisfy(isEtagConflict);
    expect((await storage.read([name]))[name]).toMatchObject({ by: 'first' });
  });

  it('deletes, and deleting what is not there is not an error', async () => {
    const name = key('delete');
    await storage.write({ [name]: { here: true } });
    await storage.delete([name, key('absent')]);
    expect(await storage.read([name])).toEqual({});
  });

  it('keeps many keys apart', async () => {
    const names = Array.from({ length: 60 }, (_, index) => key(`many-${index}`));
    await storage.write(Object.fromEntries(names.map((name, index) => [name, { index }])));
    const read = await storage.read(names);
    expect(names.map((name) => read[name]?.index)).toEqual(names.map((_, index) => index));
  });

  it('stores a large value: 50 lists of 500 items', async () => {
    const name = key('large');
    const lists = Array.from({ length: 50 }, (_, list) => ({ name: `list ${list}`, items: Array.from({ length: 500 }, (_, item) => ({ name: `item ${item} of list ${list}` })) }));
    await storage.write({ [name]: { lists } });
    const read = (await storage.read([name]))[name] as { lists: typeof lists };
    expect(read.lists).toHaveLength(50);
    expect(read.lists[49]?.items[499]).toEqual({ name: 'item 499 of list 49' });
  });
});

describe('a storage that cannot be reached', () => {
  it('fails as StorageUnavailableError, not as a conflict', async () => {
    const unreachable = new GuardedStorage(
      new AzureBlobStorage('DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=a2V5;BlobEndpoint=http://127.0.0.1:9/devstoreaccount1;', 'gone'),
    );
    await expect(unreachable.read(['x'])).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});
