import { story } from '../test/fixtures';
import { readingParts } from './reading';

describe('readingParts', () => {
  it('prints a description the body does not begin with as the standfirst', () => {
    const parts = readingParts(story('1', { description: 'Resumo próprio.', body: 'Primeiro.\n\nSegundo.' }));
    expect(parts).toEqual({
      standfirst: 'Resumo próprio.',
      leadInBody: false,
      body: 'Primeiro.\n\nSegundo.',
    });
  });

  it("lets the body's first paragraph carry the lead when the description is its beginning", () => {
    const parts = readingParts(
      story('1', { description: 'Primeira frase. Segunda', body: 'Primeira frase.\n\nSegunda frase.' }),
    );
    expect(parts).toMatchObject({ standfirst: null, leadInBody: true });
  });

  it('drops a first paragraph that repeats the headline', () => {
    const parts = readingParts(
      story('1', {
        name: 'O título',
        description: 'Outra coisa.',
        body: 'O título\n\nOutra coisa.\n\nMais.',
      }),
    );
    expect(parts).toEqual({ standfirst: null, leadInBody: true, body: 'Outra coisa.\n\nMais.' });
  });

  it('keeps the standfirst of a story without a body', () => {
    expect(readingParts(story('1', { description: 'Só o resumo.' }))).toMatchObject({
      standfirst: 'Só o resumo.',
    });
  });
});
