import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The most a linked page may weigh (LINK_FETCH_LIMITS.maxBytes): a page any heavier is refused before it is parsed. */
const MOST_BYTES = 2 * 1024 * 1024;

/** A real recipe page's opening: its JSON-LD recipe comes first, so a worst page is refused for its shape, not for lacking a recipe. */
const RECIPE_HEAD = readFileSync(join(__dirname, '..', 'fixtures', 'recipes', 'graph-tacos.html'), 'utf8').replace(/<body>[\s\S]*$/, '<body>');

/** `unit` repeated to fill what is left of 2 MB after the recipe's head and `closing`. */
function filled(unit: string, closing = ''): string {
  const room = MOST_BYTES - Buffer.byteLength(RECIPE_HEAD) - closing.length;
  return `${RECIPE_HEAD}${unit.repeat(Math.floor(room / unit.length))}${closing}`;
}

/** A recipe page whose body nests `count` elements `tag`, each closed. */
function nested(tag: string, count: number): string {
  return `${RECIPE_HEAD}${`<${tag}>`.repeat(count)}${`</${tag}>`.repeat(count)}</body></html>`;
}

/** The pages of at most 2 MB that once held up the bot for seconds to minutes, by what they are made of. */
export function worstPages(): { readonly name: string; readonly page: string }[] {
  return [
    { name: '100,000 nested <div>s', page: nested('div', 100_000) },
    { name: '200,000 nested <b>s', page: nested('b', 200_000) },
    { name: '2 MB of unclosed <div>s', page: filled('<div>') },
    { name: '2 MB of <b><i> alternations', page: filled('<b><i>') },
    { name: '2 MB of nested tables', page: filled('<table><tr><td>') },
    { name: '2 MB of nested <a>s', page: filled('<a href="#">') },
    { name: '2 MB of sibling elements', page: filled('<b></b>', '</body></html>') },
    { name: '2 MB of comments', page: filled('<!---->', '</body></html>') },
    { name: 'a JSON-LD name of 200,000 nested <b>s', page: `<html><head><script type="application/ld+json">{"@type":"Recipe","name":"${'<b>'.repeat(200_000)}","recipeIngredient":["1 egg"]}</script></head></html>` },
    { name: '2 MB of nested JSON-LD arrays', page: `<html><head><script type="application/ld+json">${'['.repeat(MOST_BYTES - 100)}</script></head></html>` },
  ];
}

/** A page as heavy as real recipe pages get: 50 deep, 40,000 nodes, and the recipe in its JSON-LD. */
export function heavyRealPage(): string {
  const opening = '<div class="wrapper">'.repeat(50);
  const closing = '</div>'.repeat(50);
  const article = '<p class="step">Stir the <em>onions</em> until soft.</p>\n'.repeat(8_000);
  return `${RECIPE_HEAD}${opening}${article}${closing}</body></html>`;
}
