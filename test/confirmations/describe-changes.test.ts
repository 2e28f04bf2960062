import { describe, expect, it } from 'vitest';
import { describeChanges } from '../../src/confirmations/destructive-changes';

describe('changes in words, as a confirmation or a proposal names them', () => {
  it('words every kind of change a button may make', () => {
    expect(
      describeChanges(
        [
          { action: 'setQuantity', parameters: { list: 'groceries', items: ['3 onions'] } },
          { action: 'moveToSection', parameters: { list: 'party', items: ['nori'], section: 'snacks' } },
          { action: 'markNotBought', parameters: { list: 'groceries', items: ['garlic'] } },
          { action: 'renameList', parameters: { list: 'party', newName: 'braai' } },
        ],
        [],
      ),
    ).toEqual(['Make it 3 onions on groceries', 'Move nori to snacks on party', 'Put garlic back to buy on groceries', 'Rename party to braai']);
  });
});
