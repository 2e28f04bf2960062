/** The teams-ai prompt folder under prompts/ that plans a turn. */
export const PLAN_PROMPT = 'plan';

/** Where teams-ai keeps the plan prompt's conversation history (user inputs and the plans answered). */
export const PLAN_HISTORY_FIELD = `${PLAN_PROMPT}_history`;
export const PLAN_HISTORY_VARIABLE = `conversation.${PLAN_HISTORY_FIELD}`;
