import { choiceAt, moveHighlight, NONE } from './highlight';

describe('autocomplete highlight (spec 4)', () => {
  it('stays between none (-1) and the "see all" row after the suggestions', () => {
    expect(moveHighlight(NONE, -1, 5)).toBe(NONE);
    expect(moveHighlight(NONE, 1, 5)).toBe(0);
    expect(moveHighlight(4, 1, 5)).toBe(5);
    expect(moveHighlight(5, 1, 5)).toBe(5);
    expect(moveHighlight(NONE, 1, 0)).toBe(0);
  });

  it('chooses the highlighted suggestion, else the typed query', () => {
    expect(choiceAt(1, ['a', 'b'])).toEqual({ kind: 'suggestion', item: 'b' });
    expect(choiceAt(NONE, ['a', 'b'])).toEqual({ kind: 'query' });
    expect(choiceAt(2, ['a', 'b'])).toEqual({ kind: 'query' });
  });
});
