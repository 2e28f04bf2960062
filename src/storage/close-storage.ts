import type { Storage } from 'botbuilder';

/** Closes a storage that holds something open (SQLite's file); the others have nothing to close. */
export async function closeStorage(storage: Storage): Promise<void> {
  await (storage as Storage & { close?: () => void | Promise<void> }).close?.();
}
