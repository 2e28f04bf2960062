import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config-error';
import { createSchedule } from '../../src/scheduler/create-schedule';
import { scheduleReadiness } from '../../src/scheduler/schedule-readiness';
import type { ReminderSchedule } from '../../src/scheduler/wake-up';

const schedule = (check: () => Promise<void>): ReminderSchedule => ({ kind: 'azure-queue', check, schedule: async () => {}, cancel: async () => {}, start: () => {}, stop: async () => {} });

describe('the readiness of the reminders’ schedule', () => {
  it('is ready when the queue answers, and not when it fails or is slow, with a reason that carries no error of its own', async () => {
    await expect(scheduleReadiness(schedule(async () => {}))).resolves.toEqual({ ready: true });
    await expect(scheduleReadiness(schedule(async () => Promise.reject(new Error('https://account.queue.core.windows.net/?sig=secret'))))).resolves.toEqual({ ready: false, reason: "the reminders' azure-queue schedule could not be read" });
    await expect(scheduleReadiness(schedule(() => new Promise(() => {})), 20)).resolves.toEqual({ ready: false, reason: "the reminders' azure-queue schedule did not answer within 20 ms" });
  });
});

describe('the reminders’ schedule on Azure Storage', () => {
  it('refuses to start on a connection string with no way to the Queue service, naming the variable', () => {
    const blobOnly = 'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=a2V5;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;';
    const logger = { debug() {}, info() {}, warn() {}, error() {} };
    expect(() => createSchedule({ kind: 'azure-blob', connectionString: blobOnly, container: 'c' }, 'pantry-reminders', logger)).toThrow(ConfigError);
    expect(() => createSchedule({ kind: 'azure-blob', connectionString: blobOnly, container: 'c' }, 'pantry-reminders', logger)).toThrow(/^AZURE_STORAGE_CONNECTION_STRING names no Queue service/);
  });
});
