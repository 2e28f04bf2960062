import { BlobServiceClient, type ContainerClient, RestError } from '@azure/storage-blob';
import type { Storage, StoreItems } from 'botbuilder';
import { EtagConflictError } from './storage-errors';

/**
 * botbuilder state as one JSON blob per key in an Azure Storage container. A write with an eTag
 * succeeds only if the blob is unchanged (If-Match), and a write without one only if the blob does
 * not exist yet (If-None-Match: *), so two instances that both start a conversation cannot overwrite
 * each other's first turn: botbuilder's BlobsStorage writes those unconditionally.
 */
export class AzureBlobStorage implements Storage {
  private readonly container: ContainerClient;
  private ready: Promise<unknown> | undefined;

  constructor(connectionString: string, containerName: string) {
    // A turn waits on these calls: retry briefly, and give up in seconds rather than minutes.
    const retryOptions = { maxTries: 3, retryDelayInMs: 200, maxRetryDelayInMs: 1_000, tryTimeoutInMs: 10_000 };
    this.container = BlobServiceClient.fromConnectionString(connectionString, { retryOptions }).getContainerClient(containerName);
  }

  async read(keys: string[]): Promise<StoreItems> {
    await this.ensureContainer();
    const entries = await Promise.all(
      keys.map(async (key) => {
        try {
          // The eTag must be the one of the content read, so both come from the one response.
          const download = await this.blob(key).download();
          const body = await readAll(download.readableStreamBody);
          return [key, { ...JSON.parse(body), eTag: download.etag }] as const;
        } catch (error) {
          if (error instanceof RestError && error.statusCode === 404) {
            return undefined;
          }
          throw error;
        }
      }),
    );
    return Object.fromEntries(entries.filter((entry) => entry !== undefined));
  }

  async write(changes: StoreItems): Promise<void> {
    await this.ensureContainer();
    await Promise.all(
      Object.entries(changes).map(async ([key, item]) => {
        const { eTag, ...value } = (item ?? {}) as { eTag?: unknown };
        const body = JSON.stringify(value);
        const conditions = typeof eTag !== 'string' || eTag === '' ? { ifNoneMatch: '*' } : eTag === '*' ? {} : { ifMatch: eTag };
        try {
          await this.blob(key).upload(body, Buffer.byteLength(body), { conditions, blobHTTPHeaders: { blobContentType: 'application/json' } });
        } catch (error) {
          if (error instanceof RestError && (error.statusCode === 412 || error.statusCode === 409)) {
            throw new EtagConflictError(key);
          }
          throw error;
        }
      }),
    );
  }

  async delete(keys: string[]): Promise<void> {
    await this.ensureContainer();
    await Promise.all(keys.map((key) => this.blob(key).deleteIfExists()));
  }

  private blob(key: string) {
    return this.container.getBlockBlobClient(encodeURIComponent(key));
  }

  private ensureContainer(): Promise<unknown> {
    this.ready ??= this.container.createIfNotExists().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }
}

async function readAll(stream: NodeJS.ReadableStream | undefined): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream ?? []) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
