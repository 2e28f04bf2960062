import type { ListError } from './list-errors';

/** What a list operation gives back: the new value, or the reason nothing changed. */
export type ListResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ListError };

export function success<T>(value: T): ListResult<T> {
  return { ok: true, value };
}

export function failure<T = never>(error: ListError): ListResult<T> {
  return { ok: false, error };
}
