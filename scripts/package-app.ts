// `npm run package [-- env]`: the Teams app package for an environment (dev unless named), built as
// Teams Toolkit builds it: the manifest's ${{VARIABLES}} filled from env/.env.<env> (and the
// environment), checked against Microsoft's schema, and zipped with the icons.
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZipFile } from 'yazl';
import { readEnvFile } from './app-package/env-file';
import { fillManifest } from './app-package/fill-manifest';
import { manifestProblems } from './app-package/validate-manifest';

const ROOT = join(__dirname, '..');
const FOLDER = join(ROOT, 'appPackage');

/** Builds appPackage/build/appPackage.<env>.zip; `overrides` win over the env file and the environment. */
export async function buildAppPackage(environment: string, overrides: Record<string, string> = {}): Promise<string> {
  const variables = { ...readEnvFile(join(ROOT, 'env', `.env.${environment}`)), ...definedOnly(process.env), ...overrides };
  for (const required of ['TEAMS_APP_ID', 'BOT_ID']) {
    if (!variables[required]) {
      throw new Error(`${required} is empty in env/.env.${environment}: provision first (teamsapp provision --env ${environment}) or set ${required}.`);
    }
  }
  const manifest = fillManifest(readFileSync(join(FOLDER, 'manifest.json'), 'utf8'), variables);
  const problems = manifestProblems(JSON.parse(manifest) as { manifestVersion?: string });
  if (problems.length > 0) {
    throw new Error(`The manifest does not pass Microsoft's schema:\n${problems.join('\n')}`);
  }
  mkdirSync(join(FOLDER, 'build'), { recursive: true });
  const target = join(FOLDER, 'build', `appPackage.${environment}.zip`);
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(manifest), 'manifest.json');
  zip.addFile(join(FOLDER, 'color.png'), 'color.png');
  zip.addFile(join(FOLDER, 'outline.png'), 'outline.png');
  zip.end();
  await new Promise<void>((resolve, reject) => zip.outputStream.pipe(createWriteStream(target)).on('close', resolve).on('error', reject));
  return target;
}

function definedOnly(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

if (require.main === module) {
  buildAppPackage(process.argv[2] ?? 'dev')
    .then((target) => console.log(`built ${target}`))
    .catch((error: unknown) => {
      console.error(`package: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
