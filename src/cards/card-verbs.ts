/** The Action.Execute verbs the bot's cards use; each is handled in src/card-actions/. */
export const CARD_VERBS = {
  toggleBought: 'toggleBought',
  clearBought: 'clearBought',
  addFromCard: 'addFromCard',
  /** The checkboxes' button of list cards sent before items were tapped to buy; those cards are still in chats. */
  removeTicked: 'removeTicked',
  refreshList: 'refreshList',
  showList: 'showList',
  confirmChanges: 'confirmChanges',
  cancelChanges: 'cancelChanges',
} as const;
