import { screen } from '@testing-library/react';
import { saveForLater } from '../data/readLater';
import { renderRemote } from '../test/render';
import { story } from '../test/fixtures';
import { SavedPage } from './SavedPage';

afterEach(() => localStorage.clear());

describe('saved page', () => {
  it('lists the stories saved on this device', async () => {
    saveForLater(story('a'));
    await renderRemote(<SavedPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ler depois' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Matéria a/ })).toBeInTheDocument();
  });

  it('says when nothing is saved', async () => {
    await renderRemote(<SavedPage />);
    expect(screen.getByText('Nenhuma matéria salva.')).toBeInTheDocument();
  });
});
