/** One piece of a request: a word, a number, a mark, a quoted name or an emoji, where it stands in the text. */
export interface Token {
  /** As typed, so that names keep their case. */
  readonly text: string;
  /** How the lexicon reads it: lowercase, apostrophes straight. */
  readonly key: string;
  readonly kind: 'word' | 'number' | 'mark' | 'quoted' | 'emoji';
  /** Where it stands in the text the tokens were read from, end exclusive: names are cut from the text as typed. */
  readonly start: number;
  readonly end: number;
}

// Tried in turn at each place; every pattern consumes at least one character, so reading is linear.
const SPACE = /\s+/uy;
const QUOTED = /"(?<double>[^"\n]*)"|(?<![\p{L}\p{N}])'(?<single>[^'\n]+)'(?![\p{L}\p{N}])/uy;
const EMOJI = /(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u200D\uFE0F\u20E3])+/uy;
const NUMBER = /(?:\d+\s+\d+\/\d+|\d+\/\d+|\d*[½¼¾⅓⅔]|\d+(?:[.,]\d+)?)(?![\p{L}\p{N}])/uy;
// Letters and digits, with apostrophes and hyphens inside: "don't", "kids'", "7up", "500g", "x3", "gluten-free".
const WORD = /[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}]|['’][\p{L}]|-(?=[\p{L}\p{N}])|\.(?=[\p{L}\p{N}]))*['’]?/uy;

/**
 * The tokens of `text`: whitespace dropped, everything else kept, so that every character a person
 * typed is either in a token the grammar reads or was space. Curly quotes read as straight ones.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    SPACE.lastIndex = at;
    if (SPACE.exec(text)) {
      at = SPACE.lastIndex;
      continue;
    }
    const token = readToken(text, at);
    tokens.push(token);
    at = token.end;
  }
  return tokens;
}

function readToken(text: string, at: number): Token {
  const quoted = sticky(QUOTED, text, at);
  if (quoted) {
    const inner = quoted.groups?.double ?? quoted.groups?.single ?? '';
    return { text: inner.trim(), key: keyOf(inner.trim()), kind: 'quoted', start: at, end: at + quoted[0].length };
  }
  for (const [pattern, kind] of [[EMOJI, 'emoji'], [NUMBER, 'number'], [WORD, 'word']] as const) {
    const match = sticky(pattern, text, at);
    if (match) {
      return { text: match[0], key: keyOf(match[0]), kind, start: at, end: at + match[0].length };
    }
  }
  // A mark: one character (a whole surrogate pair), as "," or "&" or "…".
  const mark = String.fromCodePoint(text.codePointAt(at) ?? 0);
  return { text: mark, key: keyOf(mark), kind: 'mark', start: at, end: at + mark.length };
}

function sticky(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/**
 * A word as the lexicon spells it: courtesy drawn out ("pleeease", "thanksss") as the word itself,
 * and laughter in any spelling ("jajaja", "lmaooo", "hehe") as "haha".
 */
export function keyOf(text: string): string {
  const key = text.toLowerCase().replace(/[’‘`]/g, "'");
  return key.length >= 3 && /^[ptjhlx]/u.test(key) ? (DRAWN_OUT.find(({ shape }) => shape.test(key))?.word ?? key) : key;
}

const DRAWN_OUT: readonly { readonly shape: RegExp; readonly word: string }[] = [
  { shape: /^p+l+e+a*s+e+$|^p+l+[sz]{2,}$/u, word: 'please' },
  { shape: /^t+h+a+n+k+s{2,}$|^t+h+x{2,}$/u, word: 'thanks' },
  { shape: /^(?:[hj][aeiu]){2,}h?$|^l+o+l+(?:o+l+)*$|^lmf?a+o+$|^x+d+$/u, word: 'haha' },
];

/** A text's token keys, spaced and padded, for finding one phrase whole in another: " t & t ". */
export function spacedKeys(text: string): string {
  return ` ${tokenize(text).map((token) => token.key).join(' ')} `;
}
