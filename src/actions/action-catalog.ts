import { z } from 'zod/v4';
import type { ActionDefinition } from './define-action';

/** One entry of prompts/plan/actions.json, the form teams-ai reads actions in. */
export interface CatalogEntry {
  readonly name: string;
  readonly description: string;
  readonly parameters: Record<string, unknown>;
}

/** The actions as the model sees them: name, description and the JSON schema of their zod parameters. */
export function actionCatalog(actions: readonly ActionDefinition[]): CatalogEntry[] {
  return actions.map((action) => ({
    name: action.name,
    description: action.description,
    parameters: parametersSchema(action.parameters),
  }));
}

/** The committed text of actions.json, so the file and the staleness test agree to the byte. */
export function catalogFileText(actions: readonly ActionDefinition[]): string {
  return `${JSON.stringify(actionCatalog(actions), null, 2)}\n`;
}

function parametersSchema(parameters: z.ZodObject): Record<string, unknown> {
  // "$schema" tells the model nothing and costs tokens on every turn.
  const { $schema: _dialect, ...schema } = z.toJSONSchema(parameters) as Record<string, unknown>;
  return schema;
}
