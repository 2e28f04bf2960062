import { describe, expect, it } from 'vitest';
import { typedConfirmation } from '../../src/confirmations/typed-confirmation';

describe('a typed answer to a confirmation', () => {
  it.each(['yes', 'Yes!', 'yes please', 'yep', 'sure', 'confirm', 'go ahead', 'yes, delete it', 'do it please'])('%j confirms', (text) => {
    expect(typedConfirmation(text)).toBe('confirm');
  });

  it.each(['no', 'No.', 'nope', 'cancel', 'never mind', 'no, keep it', "don't"])('%j cancels', (text) => {
    expect(typedConfirmation(text)).toBe('cancel');
  });

  it.each(['ok', 'okay', 'yes add milk', 'no milk', 'not the eggs', 'okay add bread to groceries', 'delete it', ''])('%j is no answer: it is planned as a request', (text) => {
    expect(typedConfirmation(text)).toBeUndefined();
  });
});
