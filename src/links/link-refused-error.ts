/** Why a link was not fetched: each rule of the fetch has its own kind, and a message for the person who sent it. */
export type LinkRefusal = 'scheme' | 'credentials' | 'address' | 'redirects' | 'size' | 'timeout' | 'content type' | 'status' | 'unreachable';

/** A link the bot will not read, or could not: the message says what was refused, for the person who sent it. */
export class LinkRefusedError extends Error {
  constructor(
    readonly refusal: LinkRefusal,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
