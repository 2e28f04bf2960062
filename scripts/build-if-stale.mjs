// `npm run chat` and `npm run playground` start from the build: this rebuilds it first only when a
// file it is built from changed since (or there is none), so a second start waits on no compiler.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILT = 'dist/src/index.js';
const SOURCES = ['src', 'prompts', 'scripts/generate-actions.ts', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];

/** The newest modification time among `path` and everything under it. */
function newest(path) {
  if (!existsSync(path)) {
    return 0;
  }
  const stat = statSync(path);
  return stat.isDirectory() ? Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name)))) : stat.mtimeMs;
}

const built = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
if (built === 0 || SOURCES.some((source) => newest(source) > built)) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
