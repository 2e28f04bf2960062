import { readFileSync } from 'node:fs';

/** The variables of a Teams Toolkit env file (KEY=value lines; # comments and blank lines skipped). */
export function readEnvFile(path: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1] && !line.trimStart().startsWith('#')) {
      variables[match[1]] = (match[2] ?? '').replace(/^"(.*)"$/, '$1');
    }
  }
  return variables;
}
