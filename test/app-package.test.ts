import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnvFile } from '../scripts/app-package/env-file';
import { fillManifest, templateVariables } from '../scripts/app-package/fill-manifest';
import { isWhiteOnTransparent, manifestProblems, pngSize } from '../scripts/app-package/validate-manifest';
import { buildAppPackage } from '../scripts/package-app';
import { COMMANDS, commandOf } from '../src/commands/commands';

const ROOT = join(__dirname, '..');
const template = readFileSync(join(ROOT, 'appPackage', 'manifest.json'), 'utf8');
// Provisioning writes these two into env/.env.dev; any well-formed ids stand in for them here.
const PROVISIONED = { TEAMS_APP_ID: '6f1c1d8e-8a4b-4f5e-9c3d-2b7a1e0f9d41', BOT_ID: '2d9e7c4a-1b3f-4e6d-8a5c-9f0b1e2d3c4a' };

describe('the Teams app package', () => {
  const filled = JSON.parse(fillManifest(template, { ...readEnvFile(join(ROOT, 'env', '.env.dev')), ...PROVISIONED })) as Record<string, unknown>;

  it('takes every variable of the manifest from env/.env.dev, or from provisioning', () => {
    const dev = readEnvFile(join(ROOT, 'env', '.env.dev'));
    expect(templateVariables(template).filter((name) => !(name in dev))).toEqual([]);
  });

  it("passes Microsoft's manifest schema, offline", () => {
    expect(filled.manifestVersion).toBe('1.17');
    expect(manifestProblems(filled)).toEqual([]);
  });

  it('is caught when it does not', () => {
    expect(manifestProblems({ ...filled, id: 'not-a-guid', bots: [{ botId: PROVISIONED.BOT_ID, scopes: ['everywhere'] }] }).join('\n')).toMatch(/id|scopes/);
  });

  it('puts the bot in personal chats, group chats and teams, with the commands it understands', () => {
    const [bot] = filled.bots as { scopes: string[]; commandLists: { scopes: string[]; commands: { title: string; description: string }[] }[] }[];
    expect(bot?.scopes).toEqual(['personal', 'groupChat', 'team']);
    expect(bot?.commandLists[0]?.scopes).toEqual(['personal', 'groupChat', 'team']);
    const commands = bot?.commandLists[0]?.commands ?? [];
    expect(commands).toEqual(COMMANDS.map((each) => ({ title: each.command.slice(1), description: each.description })));
    // Teams' command menu inserts the title: the bot takes it as the command.
    expect(commands.map((each) => commandOf(each.title))).toEqual(COMMANDS.map((each) => each.command));
  });

  it('has a 192×192 colour icon and a 32×32 white-on-transparent outline icon', () => {
    const color = readFileSync(join(ROOT, 'appPackage', 'color.png'));
    const outline = readFileSync(join(ROOT, 'appPackage', 'outline.png'));
    expect(pngSize(color)).toEqual({ width: 192, height: 192 });
    expect(pngSize(outline)).toEqual({ width: 32, height: 32 });
    expect(isWhiteOnTransparent(outline)).toBe(true);
    expect(isWhiteOnTransparent(color)).toBe(false);
  });

  it('is built by npm run package into a zip with the filled manifest and the icons', async () => {
    const zip = readFileSync(await buildAppPackage('dev', PROVISIONED));
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const names = ['manifest.json', 'color.png', 'outline.png'].filter((name) => zip.includes(Buffer.from(name)));
    expect(names).toEqual(['manifest.json', 'color.png', 'outline.png']);
  });

  it('refuses to build before the app and the bot are provisioned', async () => {
    await expect(buildAppPackage('dev', { TEAMS_APP_ID: '' })).rejects.toThrow('TEAMS_APP_ID is empty in env/.env.dev: provision first');
  });
});
