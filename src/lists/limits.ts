/** Bounds that keep one conversation's lists small enough to show, store and send to a model. */
export interface ListLimits {
  readonly maxLists: number;
  readonly maxItemsPerList: number;
  /** Longest list name or item text, in characters. */
  readonly maxTextLength: number;
}

export const DEFAULT_LIST_LIMITS: ListLimits = {
  maxLists: 50,
  maxItemsPerList: 500,
  maxTextLength: 200,
};
