import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readEnvFile } from '../scripts/app-package/env-file';
import { templateVariables } from '../scripts/app-package/fill-manifest';

const ROOT = join(__dirname, '..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** Variables Teams Toolkit itself provides, or that steps of the project files write. */
const PROVIDED = new Set(['TEAMSFX_ENV', 'SECRET_BOT_PASSWORD', 'TEAMS_APP_ID', 'BOT_ID', 'TEAMS_APP_PUBLISHED_APP_ID']);

const PROJECTS: [file: string, env: string][] = [
  ['teamsapp.yml', 'dev'],
  ['teamsapp.local.yml', 'local'],
  ['teamsapp.testtool.yml', 'testtool'],
];

describe.each(PROJECTS)('%s', (file, env) => {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const project = parse(text) as { version: string; environmentFolderPath: string; [stage: string]: unknown };
  const envFile = readEnvFile(join(ROOT, 'env', `.env.${env}`));

  it('parses as a Teams Toolkit v1.5 project', () => {
    expect(project.version).toBe('v1.5');
    expect(project.environmentFolderPath).toBe('./env');
  });

  it('refers only to files that exist', () => {
    const paths = [...text.matchAll(/(?:Path|path|parameters|ignoreFile): (\.\/[^\s]+)/g)].map((match) => match[1] ?? '').filter((path) => !path.includes('${{') && !path.includes('/build/'));
    expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });

  it('uses only variables its env file sets, provisioning writes, or the README documents as secrets', () => {
    const used = [...templateVariables(text), ...(file === 'teamsapp.yml' ? templateVariables(readFileSync(join(ROOT, 'infra', 'azure.parameters.json'), 'utf8')) : [])];
    const unknown = used.filter((name) => !(name in envFile) && !PROVIDED.has(name) && !(name.startsWith('SECRET_') && readme.includes(name)));
    expect(unknown).toEqual([]);
  });
});

describe('the Azure deployment', () => {
  const main = readFileSync(join(ROOT, 'infra', 'azure.bicep'), 'utf8');
  const parameters = JSON.parse(readFileSync(join(ROOT, 'infra', 'azure.parameters.json'), 'utf8')) as { parameters: Record<string, unknown> };

  it('gives every Bicep parameter without a default a value, and no value to a parameter that does not exist', () => {
    const declared = [...main.matchAll(/^param (\w+) \w+( = .*)?$/gm)].map((match) => ({ name: match[1] ?? '', hasDefault: Boolean(match[2]) }));
    const given = Object.keys(parameters.parameters);
    expect(declared.filter((param) => !param.hasDefault && !given.includes(param.name)).map((param) => param.name)).toEqual([]);
    expect(given.filter((name) => !declared.some((param) => param.name === name))).toEqual([]);
  });

  it('runs Node 20 on Linux, with the bot on Azure Blob storage and every setting it reads', () => {
    expect(main).toContain("linuxFxVersion: 'NODE|20-lts'");
    for (const setting of ['BOT_ID', 'BOT_PASSWORD', 'BOT_TYPE', 'BOT_TENANT_ID', 'OPENAI_API_KEY', 'AZURE_OPENAI_API_KEY', 'STORAGE', 'AZURE_STORAGE_CONNECTION_STRING', 'AZURE_STORAGE_CONTAINER', 'APPLICATIONINSIGHTS_CONNECTION_STRING']) {
      expect(main).toContain(`name: '${setting}'`);
    }
    expect(existsSync(join(ROOT, 'infra', 'botRegistration', 'azurebot.bicep'))).toBe(true);
  });

  it('sends telemetry to a workspace-based Application Insights', () => {
    expect(main).toContain("resource insights 'Microsoft.Insights/components@");
    expect(main).toContain('WorkspaceResourceId: logs.id');
    expect(main).toContain("value: insights.properties.ConnectionString }");
  });

  it("points App Service's health check at readiness, which reads the storage, not at liveness", () => {
    expect(main).toMatch(/^\s*healthCheckPath: '\/readyz'$/m);
  });
});

describe('local runs', () => {
  it('has launch and task files for VS Code, and scripts for the Playground and Teams', () => {
    const launch = JSON.parse(readFileSync(join(ROOT, '.vscode', 'launch.json'), 'utf8')) as { configurations: { name: string; preLaunchTask?: string }[] };
    const tasks = JSON.parse(readFileSync(join(ROOT, '.vscode', 'tasks.json'), 'utf8')) as { tasks: { label: string }[] };
    const labels = tasks.tasks.map((task) => task.label);
    expect(launch.configurations.map((each) => each.preLaunchTask).filter((task) => task && !labels.includes(task))).toEqual([]);
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(Object.keys(scripts)).toEqual(expect.arrayContaining(['playground', 'dev:teamsfx', 'package']));
  });

  it('keeps secrets out of git', () => {
    const ignored = readFileSync(join(ROOT, '.gitignore'), 'utf8');
    expect(ignored).toMatch(/^\*\.user$/m);
    expect(ignored).toMatch(/^\.localConfigs\*$/m);
  });
});
