import type { AdaptiveCard } from '../cards/adaptive-card';

/** Something the bot says: text (written by a model, or not), or a card. */
export type Reply =
  | { readonly kind: 'text'; readonly text: string; readonly byModel: boolean }
  | { readonly kind: 'card'; readonly card: AdaptiveCard };

export function textReply(text: string, byModel = false): Reply {
  return { kind: 'text', text, byModel };
}

export function cardReply(card: AdaptiveCard): Reply {
  return { kind: 'card', card };
}
