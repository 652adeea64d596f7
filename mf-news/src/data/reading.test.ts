import { story } from '../test/fixtures';
import { readingParts } from './reading';

describe('readingParts', () => {
  it('prints a description the body does not begin with as the standfirst', () => {
    const parts = readingParts(story('1', { description: 'Resumo próprio.', body: 'Primeiro.\n\nSegundo.' }));
    expect(parts).toEqual({ standfirst: 'Resumo próprio.', lead: null, body: 'Primeiro.\n\nSegundo.' });
  });

  it("sets the body's first paragraph apart as the lead when the description is its beginning", () => {
    const parts = readingParts(
      story('1', {
        description: 'Primeira frase. Segunda',
        body: 'Primeira frase.\n\nSegunda frase.\n\nTerceira.',
      }),
    );
    expect(parts).toEqual({ standfirst: null, lead: 'Primeira frase.', body: 'Segunda frase.\n\nTerceira.' });
  });

  it('drops a first paragraph that repeats the headline', () => {
    const parts = readingParts(
      story('1', {
        name: 'O título',
        description: 'Outra coisa.',
        body: 'O título\n\nOutra coisa.\n\nMais.',
      }),
    );
    expect(parts).toEqual({ standfirst: null, lead: 'Outra coisa.', body: 'Mais.' });
  });

  it('keeps the standfirst of a story without a body', () => {
    expect(readingParts(story('1', { description: 'Só o resumo.' }))).toEqual({
      standfirst: 'Só o resumo.',
      lead: null,
      body: undefined,
    });
  });
});
