/** Every ${{NAME}} a Teams Toolkit template refers to. */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(/\$\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g)].map((match) => match[1] ?? ''))];
}

/**
 * The manifest template with each ${{NAME}} replaced, as Teams Toolkit does. A variable that is not
 * set at all is an error that names it (an empty one is a value: APP_NAME_SUFFIX is often empty).
 */
export function fillManifest(template: string, variables: Record<string, string | undefined>): string {
  const missing = templateVariables(template).filter((name) => variables[name] === undefined);
  if (missing.length > 0) {
    throw new Error(`The manifest needs ${missing.join(', ')}: set ${missing.length === 1 ? 'it' : 'them'} in the env file or the environment.`);
  }
  return template.replace(/\$\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g, (_, name: string) => (variables[name] ?? '').replace(/["\\]/g, '\\$&'));
}
