/** Why a link was not fetched, or its page not read: each rule of the fetch and of the parse has its own kind, and a message for the person who sent it. */
export type LinkRefusal = 'scheme' | 'credentials' | 'address' | 'redirects' | 'size' | 'timeout' | 'content type' | 'status' | 'unreachable' | 'nesting' | 'nodes';

/** A link the bot will not read, or could not: the message says what was refused, for the person who sent it. */
export class LinkRefusedError extends Error {
  constructor(
    readonly refusal: LinkRefusal,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** The refusal as a turn's summary logs why it was declined: `link_content_type`, `link_nesting`. */
  get declinedAs(): string {
    return `link_${this.refusal.replace(' ', '_')}`;
  }
}
