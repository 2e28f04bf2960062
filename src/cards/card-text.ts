import { unescapeMarkdown } from '../text/escape-text';
import type { AdaptiveCard } from './adaptive-card';

/**
 * A card as plain text, for the terminal chat and for logs, shown as typed: its text blocks (a rich text block's
 * runs joined), facts and checkboxes, then its buttons in brackets. Text boxes are left out.
 */
export function cardToText(card: AdaptiveCard): string {
  const lines: string[] = [];
  const visit = (element: Record<string, unknown>) => {
    switch (element.type) {
      case 'TextBlock':
        lines.push(unescapeMarkdown(String(element.text)));
        break;
      case 'RichTextBlock':
        // A rich text block's runs are plain text already, never escaped.
        lines.push(((element.inlines as { text?: string }[]) ?? []).map((run) => run.text ?? '').join(''));
        break;
      case 'Input.Toggle':
        lines.push(`[ ] ${String(element.title)}`);
        break;
      case 'FactSet':
        for (const fact of (element.facts as { title: string; value: string }[]) ?? []) {
          lines.push(`${fact.title}: ${fact.value}`);
        }
        break;
      default:
        for (const child of [...((element.items as Record<string, unknown>[]) ?? []), ...((element.columns as Record<string, unknown>[]) ?? [])]) {
          visit(child);
        }
    }
  };
  for (const element of (card.body as Record<string, unknown>[]) ?? []) {
    visit(element);
  }
  const buttons = ((card.actions as { title: string }[]) ?? []).map((action) => `[${action.title}]`);
  return [...lines, ...(buttons.length > 0 ? [buttons.join(' ')] : [])].join('\n');
}
