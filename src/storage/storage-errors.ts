/** A write carried an eTag that is no longer current: someone else changed the item since it was read. */
export class EtagConflictError extends Error {
  constructor(readonly key: string) {
    super(`The state under "${key}" changed since it was read, so this write was refused.`);
    this.name = new.target.name;
  }
}

/** The storage could not be read or written at all: the operator must look at it. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The state storage is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = new.target.name;
  }
}

/** Whether an error is an eTag conflict: every storage the bot uses raises EtagConflictError for one. */
export function isEtagConflict(error: unknown): error is EtagConflictError {
  return error instanceof EtagConflictError;
}
