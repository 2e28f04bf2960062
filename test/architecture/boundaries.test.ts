import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBoundaries } from './check-boundaries';

describe('the layers of src/', () => {
  it('keep the core free of host packages, with no folders or modules in a circle', async () => {
    const report = await checkBoundaries();
    expect(report.violations).toEqual([]);
    expect(report.folderCycles).toEqual([]);
  });

  it('reach teams-ai from at most six files, all in src/host/', async () => {
    const { teamsAiImporters } = await checkBoundaries();
    expect(teamsAiImporters.length).toBeGreaterThan(0);
    expect(teamsAiImporters.length).toBeLessThanOrEqual(6);
    expect(teamsAiImporters.filter((source) => !source.startsWith('src/host/'))).toEqual([]);
  });

  it('are checked: a core file importing botbuilder and two folders importing each other are both caught', async () => {
    const report = await checkBoundaries(join(__dirname, '..', 'fixtures', 'boundaries'));
    expect(report.violations).toEqual([expect.stringMatching(/^core-imports-no-host-package: src\/planning\/knows-the-host\.ts → .*node_modules\/botbuilder\//)]);
    expect(report.folderCycles).toEqual([['cards', 'replies']]);
  });
});
