/** A write carried an eTag that is no longer current: someone else changed the item since it was read. */
export class EtagConflictError extends Error {
  constructor(readonly key: string) {
    // The same words botbuilder's MemoryStorage and BlobsStorage use, so one check finds all three.
    super(`Storage: error writing "${key}" due to eTag conflict.`);
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

/** Whether an error is an eTag conflict, from any of the storages the bot can use. */
export function isEtagConflict(error: unknown): boolean {
  return error instanceof EtagConflictError || (error instanceof Error && /due to eTag conflict/.test(error.message));
}
