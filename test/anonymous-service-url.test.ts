import { describe, expect, it } from 'vitest';
import { anonymousMayAnswerAt } from '../src/anonymous-service-url';

describe('where an anonymous bot may answer', () => {
  it.each([['http://localhost:56150/'], ['http://LOCALHOST:3978'], ['http://127.0.0.1:9/'], ['http://127.8.9.10/'], ['http://[::1]:3978/'], ['http://[::ffff:127.0.0.1]/'], ['http://2130706433/']])('at %s, on this machine', (serviceUrl) => {
    expect(anonymousMayAnswerAt(serviceUrl, [])).toBe(true);
  });

  it.each([['https://smba.trafficmanager.net/emea/'], ['http://10.0.0.8/'], ['http://169.254.169.254/'], ['http://localhost.example.com/'], ['http://[::]/'], ['http://0.0.0.0/'], ['not a url']])('not at %s', (serviceUrl) => {
    expect(anonymousMayAnswerAt(serviceUrl, [])).toBe(false);
  });

  it('at an origin ANONYMOUS_SERVICE_URLS names, and only that origin', () => {
    const allowed = ['https://playground.internal:56150'];
    expect(anonymousMayAnswerAt('https://playground.internal:56150/v3/conversations', allowed)).toBe(true);
    expect(anonymousMayAnswerAt('http://playground.internal:56150/', allowed)).toBe(false);
    expect(anonymousMayAnswerAt('https://playground.internal:56151/', allowed)).toBe(false);
  });
});
