import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './free-port';
import { spawnInGroup, stopGroup } from './process-group';

const AZURITE_BLOB = join(__dirname, '..', '..', 'node_modules', '.bin', 'azurite-blob');
const AZURITE_QUEUE = join(__dirname, '..', '..', 'node_modules', '.bin', 'azurite-queue');
// Azurite's well-known development account; it is public and only ever works against Azurite.
const ACCOUNT = 'devstoreaccount1';
const KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

/** A real Azure Blob Storage emulator (and, when asked, its Queue service) on free loopback ports, in memory, for one test file. */
export class Azurite {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
    private readonly queue: { readonly child: ChildProcess; readonly port: number },
  ) {}

  get queuePort(): number {
    return this.queue.port;
  }

  /**
   * In memory, unless `location` names a folder to keep the data in (so a restart finds it again, on
   * the same `port` and `queuePort`). The Queue service runs beside Blob's, as on an Azure account:
   * the bot keeps its reminders' wake-ups there when STORAGE=azure-blob.
   */
  static async start(options: { location?: string; port?: number; queuePort?: number } = {}): Promise<Azurite> {
    const port = options.port ?? (await freePort());
    const persistence = options.location ? ['--location', options.location] : ['--inMemoryPersistence'];
    const child = spawnInGroup(AZURITE_BLOB, ['--blobHost', '127.0.0.1', '--blobPort', String(port), ...persistence, '--skipApiVersionCheck', '--silent', '--loose'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await listening(child);
    const queuePort = options.queuePort ?? (await freePort());
    const queue = spawnInGroup(AZURITE_QUEUE, ['--queueHost', '127.0.0.1', '--queuePort', String(queuePort), ...persistence, '--skipApiVersionCheck', '--silent', '--loose'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await listening(queue);
    return new Azurite(child, port, { child: queue, port: queuePort });
  }

  get connectionString(): string {
    return `DefaultEndpointsProtocol=http;AccountName=${ACCOUNT};AccountKey=${KEY};BlobEndpoint=http://127.0.0.1:${this.port}/${ACCOUNT};QueueEndpoint=http://127.0.0.1:${this.queue.port}/${ACCOUNT};`;
  }

  /** Kills it, or lets it write its data to `location` first, as an outage that keeps the data would. */
  async stop(options: { graceful?: boolean } = {}): Promise<void> {
    await stopGroup(this.queue.child, { signal: options.graceful ? 'SIGINT' : 'SIGKILL' });
    await stopGroup(this.child, { signal: options.graceful ? 'SIGINT' : 'SIGKILL' });
  }
}

/** Waits for an Azurite service to say it listens. */
async function listening(child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('successfully listens')) {
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`Azurite exited with ${code}: ${output}`)));
  });
}
