import { describe, expect, it } from 'vitest';
import { agree } from '../../src/text/agree';

describe('a word that agrees with the things named', () => {
  it.each([
    [['milk'], 'is'],
    [['eggs'], 'are'],
    [['Eggs'], 'are'],
    [['bread'], 'is'],
    [['rice'], 'is'],
    [['2 loaves of bread'], 'are'],
    [['1 loaf of bread'], 'is'],
    [['1/2 gallon of milk'], 'is'],
    [['3 milk'], 'are'],
    [['hummus'], 'is'],
    [['milk', 'bread'], 'are'],
  ])('%j: %s', (names, word) => {
    expect(agree(names, 'is', 'are')).toBe(word);
  });

  it('is singular for nothing named, so an empty note never reads "are"', () => {
    expect(agree([], "isn't", "aren't")).toBe("isn't");
  });
});
