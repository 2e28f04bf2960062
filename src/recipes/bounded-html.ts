import { DomHandler, Parser } from 'htmlparser2';
import { LinkRefusedError } from '../links/link-refused-error';
import { PAGE_BOUNDS, type PageBounds } from './page-bounds';

/** htmlparser2's document and node types, as its DOM handler names them (they live in a package of their own). */
export type HtmlDocument = DomHandler['root'];
type HtmlNode = DomHandler['dom'][number];

/** An HTML parse fed a page piece by piece, as it arrives, that refuses the page the moment it passes its bounds. */
export interface BoundedHtmlParser {
  /** Parses the next piece; throws a LinkRefusedError once the page is too deep or too large. */
  write(text: string): void;
  /** The document, once the page has ended. */
  end(): HtmlDocument;
}

/** A parser of one page, within `bounds`. */
export function boundedHtmlParser(bounds: PageBounds = PAGE_BOUNDS): BoundedHtmlParser {
  const handler = new BoundedDomHandler(bounds);
  const parser = new Parser(handler);
  return {
    write: (text) => parser.write(text),
    end: () => {
      parser.end();
      return handler.root;
    },
  };
}

/** A whole text parsed as HTML within `bounds`. */
export function parseBoundedHtml(text: string, bounds: PageBounds = PAGE_BOUNDS): HtmlDocument {
  const parser = boundedHtmlParser(bounds);
  parser.write(text);
  return parser.end();
}

/** The DOM handler that builds the document, counting every node it adds and how deep each element opens. */
class BoundedDomHandler extends DomHandler {
  private nodes = 0;

  constructor(private readonly bounds: PageBounds) {
    super();
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    super.onopentag(name, attribs);
    // The document itself is the stack's first entry.
    if (this.tagStack.length - 1 > this.bounds.maxDepth) {
      throw new LinkRefusedError('nesting', `That page is too deeply nested to read (more than ${this.bounds.maxDepth} elements inside one another), so I did not read it.`);
    }
  }

  // Every node the document gains passes here: elements, texts, comments, CDATA and processing instructions.
  protected override addNode(node: HtmlNode): void {
    if (++this.nodes > this.bounds.maxNodes) {
      throw new LinkRefusedError('nodes', `That page is too large to read (more than ${this.bounds.maxNodes.toLocaleString('en')} elements and texts), so I did not read it.`);
    }
    super.addNode(node);
  }
}
