import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './free-port';
import { spawnInGroup, stopGroup } from './process-group';

const AZURITE_BLOB = join(__dirname, '..', '..', 'node_modules', '.bin', 'azurite-blob');
// Azurite's well-known development account; it is public and only ever works against Azurite.
const ACCOUNT = 'devstoreaccount1';
const KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

/** A real Azure Blob Storage emulator on a free loopback port, in memory, for one test file. */
export class Azurite {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {}

  /** In memory, unless `location` names a folder to keep the data in (so a restart finds it again). */
  static async start(options: { location?: string; port?: number } = {}): Promise<Azurite> {
    const port = options.port ?? (await freePort());
    const persistence = options.location ? ['--location', options.location] : ['--inMemoryPersistence'];
    const child = spawnInGroup(AZURITE_BLOB, ['--blobHost', '127.0.0.1', '--blobPort', String(port), ...persistence, '--skipApiVersionCheck', '--silent', '--loose'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
    return new Azurite(child, port);
  }

  get connectionString(): string {
    return `DefaultEndpointsProtocol=http;AccountName=${ACCOUNT};AccountKey=${KEY};BlobEndpoint=http://127.0.0.1:${this.port}/${ACCOUNT};`;
  }

  /** Kills it, or lets it write its data to `location` first, as an outage that keeps the data would. */
  async stop(options: { graceful?: boolean } = {}): Promise<void> {
    await stopGroup(this.child, { signal: options.graceful ? 'SIGINT' : 'SIGKILL' });
  }
}
