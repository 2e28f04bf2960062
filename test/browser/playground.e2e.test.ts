import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotProcess } from '../fakes/bot-process';
import { freePort } from '../fakes/free-port';
import { RecipeSite } from '../fakes/recipe-site';
import { spawnInGroup, stopGroup } from '../fakes/process-group';

const ARTIFACTS = join(__dirname, '..', 'artifacts');
/** The README's picture of a list card. */
const DOCS = join(__dirname, '..', '..', 'docs');
const PLAYGROUND = join(__dirname, '..', '..', 'node_modules', '.bin', 'agentsplayground');
// Without the background-networking flags Chromium keeps dialling Google's hosts, which are unreachable here.
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
// Debian's chromium; CHROMIUM_PATH lets a test of this file pretend it is missing.
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromiumMissing = !existsSync(CHROMIUM);
// CI must never skip this test silently: there a missing Chromium fails it.
const skipped = chromiumMissing && !['true', '1'].includes(process.env.CI ?? '');
if (skipped) {
  // One line, written past vitest's console capture so it is not wrapped in a header.
  process.stdout.write(`Skipped the Agents Playground browser test: there is no Chromium at ${CHROMIUM}. To run it, install Debian's chromium: apt-get install chromium\n`);
}

describe.skipIf(skipped)('in the Microsoft 365 Agents Playground, in a real browser', () => {
  let bot: BotProcess;
  let playground: ChildProcess;
  let browser: Browser;
  let page: Page;
  let recipes: RecipeSite | undefined;

  beforeAll(async () => {
    if (chromiumMissing) {
      throw new Error(`There is no Chromium at ${CHROMIUM}, and CI must run the Agents Playground browser test: install Debian's chromium (apt-get install chromium), as .ci/run does.`);
    }
    mkdirSync(ARTIFACTS, { recursive: true });
    // A recipe site of the test's own, which the bot may reach although it is on this machine.
    recipes = await RecipeSite.start();
    bot = await BotProcess.start({ STORAGE: 'memory', LINK_FETCH_ALLOWED_HOSTS: recipes.hostPort });
    const port = await freePort();
    playground = spawnInGroup(PLAYGROUND, ['-e', `${bot.url}/api/messages`, '-c', 'msteams', '-p', String(port), '--dt'], {
      env: { ...process.env, TEAMSAPPTESTER_BROWSER: 'none' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await waitForOutput(playground, /Listening on/);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    // Twice the pixels, so the card's picture in docs/ is sharp.
    page = await browser.newPage({ viewport: { width: 1000, height: 900 }, deviceScaleFactor: 2 });
    await page.goto(`http://127.0.0.1:${port}`, { waitUntil: 'networkidle' });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    if (playground) {
      await stopGroup(playground);
    }
    await bot?.stop();
    await recipes?.close();
  });

  async function send(text: string, answer: RegExp) {
    const box = page.locator('[data-lexical-editor=true]').first();
    await box.click();
    await box.fill(text);
    await page.keyboard.press('Enter');
    await page.getByText(answer).last().waitFor({ timeout: 10_000 });
  }

  it('shows a list card by section, a tap puts an item in the cart, Clear bought items takes it off, and items are added from the card', async () => {
    await page.getByText(/Hi, I'm Pantry/).first().waitFor({ timeout: 10_000 });
    await send('add milk, eggs, apples and dish soap to groceries', /Created groceries with milk, eggs, apples and dish soap\./);
    await send('show groceries', /4 items/);
    const card = page.locator('.ac-adaptiveCard').last();
    for (const section of ['Produce', 'Dairy & eggs', 'Household']) {
      await expect(card.getByText(section, { exact: true }).isVisible()).resolves.toBe(true);
    }
    // Walking order: the sections as a shop is laid out, then the cart.
    const text = await card.innerText();
    expect(text.indexOf('Produce')).toBeLessThan(text.indexOf('Dairy & eggs'));
    expect(text.indexOf('Dairy & eggs')).toBeLessThan(text.indexOf('Household'));
    await page.screenshot({ path: join(ARTIFACTS, 'playground-1-sections.png') });

    // One tap on the row: the same card is replaced in place, milk struck through in the cart.
    await card.getByRole('button', { name: 'Mark milk bought' }).click();
    await card.getByText('milk is in the cart.').waitFor({ timeout: 10_000 });
    await expect(card.getByText('In the cart', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(card.getByRole('button', { name: 'Put milk back on the list' }).isVisible()).resolves.toBe(true);
    const struck = card.getByText('milk', { exact: true });
    // Run in the page, which has the DOM this project's types leave out.
    type InPage = { ownerDocument: { defaultView: { getComputedStyle(element: unknown): { textDecorationLine: string } } } };
    await expect(struck.evaluate((element) => (element as unknown as InPage).ownerDocument.defaultView.getComputedStyle(element).textDecorationLine)).resolves.toContain('line-through');
    await expect(page.locator('.ac-adaptiveCard').count()).resolves.toBe(1);
    await page.screenshot({ path: join(ARTIFACTS, 'playground-2-milk-in-cart.png') });
    mkdirSync(DOCS, { recursive: true });
    await card.screenshot({ path: join(DOCS, 'list-card.png') });

    await card.getByRole('button', { name: 'Clear bought items' }).click();
    await card.getByText('Cleared 1 bought item. Type /undo to bring them back.').waitFor({ timeout: 10_000 });
    await expect(card.getByText('In the cart', { exact: true }).count()).resolves.toBe(0);
    await expect(card.getByRole('button', { name: /milk/ }).count()).resolves.toBe(0);
    await expect(card.getByText('3 items', { exact: true }).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'playground-3-cart-cleared.png') });

    const box = card.getByRole('textbox', { name: /Add items/ });
    await box.fill('butter, 2 loaves of bread');
    await card.getByRole('button', { name: 'Add', exact: true }).click();
    await card.getByText('Added butter and 2 loaves of bread.').waitFor({ timeout: 10_000 });
    await expect(card.getByText('Bakery', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(card.getByRole('button', { name: 'Mark butter bought' }).isVisible()).resolves.toBe(true);
    await expect(card.getByRole('textbox', { name: /Add items/ }).inputValue()).resolves.toBe('');
    await expect(page.locator('.ac-adaptiveCard').count()).resolves.toBe(1);
    await page.screenshot({ path: join(ARTIFACTS, 'playground-4-added-from-card.png') });
  });

  it('shows the usual items missing from the list as a Suggestions row under it, and one tap adds one for everyone', async () => {
    await send('oat milk, coffee and bananas are staples', /oat milk, coffee and bananas are part of your usual now/);
    // The first test's card already says "5 items": wait for the second card, not that text.
    await send('show groceries', /5 items/);
    const card = page.locator('.ac-adaptiveCard').nth(1);
    await card.getByText('Suggestions', { exact: true }).waitFor({ timeout: 10_000 });
    for (const item of ['oat milk', 'coffee', 'bananas']) {
      await expect(card.getByRole('button', { name: `+ ${item}`, exact: true }).isVisible()).resolves.toBe(true);
    }
    // Under the list, above the box to add items.
    const text = await card.innerText();
    expect(text.indexOf('butter')).toBeLessThan(text.indexOf('Suggestions'));
    await page.screenshot({ path: join(ARTIFACTS, 'playground-5-suggestions.png') });

    await card.getByRole('button', { name: '+ coffee', exact: true }).click();
    await card.getByText('Added coffee.').waitFor({ timeout: 10_000 });
    await expect(card.getByRole('button', { name: 'Mark coffee bought' }).isVisible()).resolves.toBe(true);
    await expect(card.getByRole('button', { name: '+ coffee', exact: true }).count()).resolves.toBe(0);
    await expect(card.getByRole('button', { name: '+ bananas', exact: true }).isVisible()).resolves.toBe(true);
    // Replaced in place: the first test's card, and this one.
    await expect(page.locator('.ac-adaptiveCard').count()).resolves.toBe(2);
    await page.screenshot({ path: join(ARTIFACTS, 'playground-6-suggestion-added.png') });
    await card.screenshot({ path: join(DOCS, 'list-card-suggestions.png') });

    // "Stop suggesting" sits in the row's overflow menu, away from a thumb reaching for "+".
    await card.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: 'Stop suggesting bananas' }).click();
    await card.getByText(/I won't suggest bananas any more/).waitFor({ timeout: 10_000 });
    await expect(card.getByRole('button', { name: '+ bananas', exact: true }).count()).resolves.toBe(0);
    await expect(card.getByRole('button', { name: '+ oat milk', exact: true }).isVisible()).resolves.toBe(true);
  });

  it('answers a recipe link with the recipe card: servings, a toggle per ingredient, and Add puts the ticked ones on the list', async () => {
    await send(`add the ingredients from ${recipes?.url('/tacos')}`, /Weeknight Beef Tacos/);
    const card = page.locator('.ac-adaptiveCard').last();
    await expect(card.getByRole('spinbutton').inputValue()).resolves.toBe('4');
    await expect(card.getByRole('checkbox', { name: '1 lb ground beef' }).isChecked()).resolves.toBe(true);
    await expect(card.getByRole('checkbox', { name: 'Salt and pepper (to taste)' }).isChecked()).resolves.toBe(false);
    await page.screenshot({ path: join(ARTIFACTS, 'playground-7-recipe-card.png') });
    await card.screenshot({ path: join(DOCS, 'recipe-card.png') });

    await card.getByRole('checkbox', { name: '12 corn tortillas' }).uncheck();
    await card.getByRole('button', { name: 'Add to groceries' }).click();
    await card.getByText(/Added 5 ingredients of Weeknight Beef Tacos/).waitFor({ timeout: 10_000 });
    await expect(card.getByText('1 lb ground beef', { exact: false }).first().isVisible()).resolves.toBe(true);
    await expect(card.getByText(/for Weeknight Beef Tacos/).first().isVisible()).resolves.toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'playground-8-recipe-added.png') });
  });
});

function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the Playground exited with ${code}: ${output}`)));
  });
}
