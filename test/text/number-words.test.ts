import { describe, expect, it } from 'vitest';
import { NUMBER_WORDS_PATTERN, numberFromWords } from '../../src/text/number-words';

describe('numberFromWords', () => {
  it.each([
    ['two', 2],
    ['Twelve', 12],
    ['seventeen', 17],
    ['thirty', 30],
    ['twenty-five', 25],
    ['forty five', 45],
  ])('reads %j as %d', (text, number) => {
    expect(numberFromWords(text)).toBe(number);
  });

  it.each(['a', 'a dozen', 'twenty eleven', 'one two', 'tone', ''])('reads no number in %j', (text) => {
    expect(numberFromWords(text)).toBeUndefined();
  });

  it('matches whole number words only, the longest first', () => {
    const whole = new RegExp(`^(?:${NUMBER_WORDS_PATTERN})\\b`, 'iu');
    expect(whole.exec('seventeen eggs')?.[0]).toBe('seventeen');
    expect(whole.exec('twenty five eggs')?.[0]).toBe('twenty five');
    expect(whole.exec('tone')).toBeNull();
  });
});
