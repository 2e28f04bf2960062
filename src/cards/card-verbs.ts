/** The Action.Execute verbs the bot's cards use; each is handled in src/card-actions/. */
export const CARD_VERBS = {
  toggleBought: 'toggleBought',
  clearBought: 'clearBought',
  addFromCard: 'addFromCard',
  /** The checkboxes' button of list cards sent before items were tapped to buy; those cards are still in chats. */
  removeTicked: 'removeTicked',
  refreshList: 'refreshList',
  showList: 'showList',
  /** A button of the Suggestions row: adds the usual or due item it names. */
  addSuggestion: 'addSuggestion',
  /** In the Suggestions row's overflow menu: the item is suggested no more. */
  stopSuggesting: 'stopSuggesting',
  /** A recipe card's Add: its ticked ingredients, scaled, go on the list. */
  addRecipe: 'addRecipe',
  /** A reminder's Cancel on the /reminders card. */
  cancelReminder: 'cancelReminder',
  confirmChanges: 'confirmChanges',
  cancelChanges: 'cancelChanges',
  /** A proposal's button: makes the one change it names (see ProposalChoice). */
  acceptProposal: 'proposal.accept',
} as const;
