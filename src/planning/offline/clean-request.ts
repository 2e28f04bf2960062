// Politeness and filler carry no meaning for a list; they are removed before the request is read.
const LEADING = new RegExp(
  String.raw`^(?:` +
    [
      String.raw`(?:hey|hi|hello)\b(?! there\b)[,!]?|(?:ok|okay|so|oh|um|right|alright|pantry|bot)\b[,!]?`,
      String.raw`(?:please|pls|plz|kindly)\b`,
      String.raw`(?:can|could|would|will)\s+(?:you|u|someone|somebody|anyone)(?:\s+please)?`,
      String.raw`i(?:'d|\s+would)\s+like\s+(?:you\s+)?to`,
      String.raw`i\s+(?:want|need)\s+you\s+to`,
      String.raw`let'?s`,
      String.raw`(?:also|and|now|just|then)\b`,
    ].join('|') +
    // Only when something follows: "hi" alone is a greeting, not filler.
    String.raw`)\s*(?=\S)`,
  'i',
);
const TRAILING = /[\s,]+(?:please|pls|plz|(?:thanks|thank you)(?: so much| a lot| very much)?|many thanks|cheers|thx|ty|for me|as well|too|also|already|now)$/i;
const END_PUNCTUATION = /[\s.!?…\p{Extended_Pictographic}\u{FE0F}\u{200D}]+$/u;

/**
 * The request as the grammar reads it: trimmed, single-spaced, curly quotes made straight, without
 * "please", "can you", "thanks" or final punctuation. The case of what remains is kept, since item
 * and list names are stored as typed.
 */
export function cleanRequest(text: string): string {
  let cleaned = text
    .normalize('NFC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  for (let previous = ''; previous !== cleaned; ) {
    previous = cleaned;
    cleaned = cleaned.replace(END_PUNCTUATION, '').replace(LEADING, '').replace(TRAILING, '').trim();
  }
  return cleaned;
}
