import { unescapeMarkdown } from '../text/escape-text';
import type { AdaptiveCard } from './adaptive-card';

/**
 * A card as plain text, for the terminal chat and for logs, shown as typed: its text blocks (a rich text block's
 * runs joined), facts, checkboxes and button rows, then its buttons in brackets. Text boxes and menus are left out.
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
      case 'ActionSet': {
        // A set's buttons on a line of their own (a menu's stay in it).
        const shown = ((element.actions as { title: string; mode?: string }[]) ?? []).filter((action) => action.mode !== 'secondary');
        if (shown.length > 0) {
          lines.push(shown.map((action) => `[${action.title}]`).join(' '));
        }
        break;
      }
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
