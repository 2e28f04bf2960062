/**
 * What reads a page's text as it arrives: each piece in order, then its end. A piece may throw a
 * LinkRefusedError to refuse the page there, and the rest of it is not downloaded.
 */
export interface PageReader<Result> {
  write(text: string): void;
  end(): Result;
}

/** The reader of a page of `contentType` (known before the first piece arrives). */
export type ReadPage<Result> = (contentType: string) => PageReader<Result>;
