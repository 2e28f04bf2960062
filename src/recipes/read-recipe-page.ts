import { DomUtils } from 'htmlparser2';
import { readText } from '../links/fetch-page';
import { LinkRefusedError } from '../links/link-refused-error';
import type { PageReader } from '../links/page-reader';
import { boundedHtmlParser, type HtmlDocument, parseBoundedHtml } from './bounded-html';
import { nestsDeeperThan } from './json-depth';
import { PAGE_BOUNDS } from './page-bounds';
import { MAX_INGREDIENTS, type Recipe } from './recipe';
import { servingsOf } from './recipe-yield';

// htmlparser2's node types, as its own functions name them (they live in a package of their own).
type Nodes = Parameters<typeof DomUtils.findOne>[1];
type Element = NonNullable<ReturnType<typeof DomUtils.findOne>>;

/**
 * Reads the schema.org Recipe of a page as it arrives: from its JSON-LD first (a script of type
 * application/ld+json, whose recipe may sit in an `@graph`, in an array, or under a list of types),
 * else from its microdata (an element with `itemtype` schema.org/Recipe and `itemprop`s inside).
 * Undefined when the page has no recipe with ingredients. A page served as JSON-LD itself is read as
 * one script. HTML is parsed piece by piece within PAGE_BOUNDS: a piece that takes the page past
 * them throws a LinkRefusedError, and so does JSON-LD nested past them.
 */
export function recipePageReader(contentType: string): PageReader<Recipe | undefined> {
  if (contentType === 'application/ld+json') {
    const text = readText(contentType);
    return { write: (piece) => text.write(piece), end: () => recipeFromJson(text.end()) };
  }
  const parser = boundedHtmlParser();
  return { write: (text) => parser.write(text), end: () => recipeOfDocument(parser.end()) };
}

/** The recipe of a page's whole text, read as `recipePageReader` reads it. */
export function readRecipePage(body: string, contentType: string): Recipe | undefined {
  const reader = recipePageReader(contentType);
  reader.write(body);
  return reader.end();
}

function recipeOfDocument(document: HtmlDocument): Recipe | undefined {
  const scripts = DomUtils.findAll((element) => element.name === 'script' && (element.attribs.type ?? '').toLowerCase().includes('ld+json'), document.children);
  for (const script of scripts) {
    const recipe = recipeFromJson(DomUtils.textContent(script));
    if (recipe) {
      return recipe;
    }
  }
  return recipeFromMicrodata(document.children);
}

function recipeFromJson(text: string): Recipe | undefined {
  if (nestsDeeperThan(text, PAGE_BOUNDS.maxJsonDepth)) {
    throw new LinkRefusedError('nesting', `That page's recipe data is too deeply nested to read (more than ${PAGE_BOUNDS.maxJsonDepth} levels), so I did not read it.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const node = findRecipeNode(data, 0);
  if (!node) {
    return undefined;
  }
  const lines = asArray(node.recipeIngredient ?? node.ingredients).flatMap((line) => (typeof line === 'string' ? [plainText(line)] : []));
  return recipeOf(typeof node.name === 'string' ? plainText(node.name) : '', servingsOf(node.recipeYield), lines);
}

/** The first object typed Recipe, looking through arrays and `@graph`s, a few levels deep. */
function findRecipeNode(value: unknown, depth: number): Record<string, unknown> | undefined {
  if (depth > 5 || value === null || typeof value !== 'object') {
    return undefined;
  }
  if (Array.isArray(value)) {
    for (const each of value) {
      const found = findRecipeNode(each, depth + 1);
      if (found) {
        return found;
      }
    }
    return undefined;
  }
  const node = value as Record<string, unknown>;
  if (asArray(node['@type']).some((type) => typeof type === 'string' && /(?:^|[/:])Recipe$/.test(type))) {
    return node;
  }
  return findRecipeNode(node['@graph'], depth + 1) ?? findRecipeNode(node.mainEntity, depth + 1);
}

function recipeFromMicrodata(nodes: Nodes): Recipe | undefined {
  const scope = DomUtils.findOne((element) => /schema\.org\/Recipe$/i.test(element.attribs.itemtype ?? ''), nodes);
  if (!scope) {
    return undefined;
  }
  const props = (name: string) => DomUtils.findAll((element) => (element.attribs.itemprop ?? '').split(/\s+/).includes(name), scope.children);
  // The parse already resolved the element's entities: its text is read as it is, not parsed again.
  const valueOf = (element: Element) => collapseSpaces(element.attribs.content ?? DomUtils.textContent(element));
  const name = props('name')[0];
  const recipeYield = props('recipeYield')[0];
  const lines = [...props('recipeIngredient'), ...props('ingredients')].map(valueOf);
  return recipeOf(name ? valueOf(name) : '', recipeYield ? servingsOf(valueOf(recipeYield)) : undefined, lines);
}

function recipeOf(name: string, servings: number | undefined, lines: readonly string[]): Recipe | undefined {
  const ingredients = lines.map((line) => line.trim()).filter((line) => line.length > 0).slice(0, MAX_INGREDIENTS);
  if (ingredients.length === 0) {
    return undefined;
  }
  return { name: name.trim() || 'Recipe', ...(servings ? { servings } : {}), ingredients };
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
}

/** Text as a person reads it: markup and entities some pages leave in JSON-LD strings resolved, spaces collapsed. */
function plainText(text: string): string {
  // Most strings hold neither markup nor entities, and have nothing to parse.
  return collapseSpaces(/[<&]/.test(text) ? DomUtils.textContent(parseBoundedHtml(text)) : text);
}

function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
