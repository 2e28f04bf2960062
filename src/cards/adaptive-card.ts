/** An Adaptive Card as JSON. */
export type AdaptiveCard = Record<string, unknown> & { readonly type: 'AdaptiveCard'; readonly version: string };
export type CardElement = Record<string, unknown>;

/** The Adaptive Card version Teams renders in chats and channels. */
export const CARD_VERSION = '1.5';

export function adaptiveCard(body: readonly CardElement[], actions: readonly CardElement[] = [], fallbackText?: string): AdaptiveCard {
  return {
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    type: 'AdaptiveCard',
    version: CARD_VERSION,
    body,
    ...(actions.length > 0 ? { actions } : {}),
    ...(fallbackText ? { fallbackText } : {}),
  };
}

/** A TextBlock renders markdown: what people wrote in it is escaped on the way out (src/host/render-outgoing.ts). */
export function heading(text: string): CardElement {
  return { type: 'TextBlock', text, size: 'Large', weight: 'Bolder', wrap: true };
}

export function paragraph(text: string, options: { subtle?: boolean; color?: 'Attention' | 'Good' | 'Warning' } = {}): CardElement {
  return { type: 'TextBlock', text, wrap: true, ...(options.subtle ? { isSubtle: true, spacing: 'None' } : {}), ...(options.color ? { color: options.color } : {}) };
}

/** A Universal Action: Teams sends it to the bot as an adaptiveCard/action invoke and shows the card it answers with. */
export function executeAction(title: string, verb: string, data: Record<string, unknown>, style?: 'positive' | 'destructive'): CardElement {
  return { type: 'Action.Execute', title, verb, data, ...(style ? { style } : {}) };
}
