/** The Action.Execute verbs the bot's cards use; each is handled in src/card-actions/. */
export const CARD_VERBS = {
  removeTicked: 'removeTicked',
  refreshList: 'refreshList',
  showList: 'showList',
  confirmChanges: 'confirmChanges',
  cancelChanges: 'cancelChanges',
} as const;
