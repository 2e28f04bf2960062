/** How deep and how large a page may be before it is refused unread. */
export interface PageBounds {
  /** HTML elements inside one another. */
  readonly maxDepth: number;
  /** HTML elements, texts, comments and the like, in all. */
  readonly maxNodes: number;
  /** Arrays and objects inside one another in a page's JSON-LD. */
  readonly maxJsonDepth: number;
}

/**
 * Real recipe pages nest HTML about 50 deep, hold tens of thousands of nodes and JSON-LD about 10
 * deep; browsers stop nesting HTML at 512. Within these bounds reading a page is linear in its size:
 * htmlparser2 keeps its open elements in an array it shifts at the front, so each tag costs as much
 * as the depth it opens at, and a page 200,000 deep took minutes.
 */
export const PAGE_BOUNDS: PageBounds = { maxDepth: 256, maxNodes: 100_000, maxJsonDepth: 64 };
