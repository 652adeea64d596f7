import { screen } from '@testing-library/react';
import { renderWithShell } from '../test/render';
import { INFO_PAGE_PATHS, isInfoPagePath, loadInfoPages } from './info-content';
import { InfoPage } from './InfoPage';

describe('info pages', () => {
  it('are the five paths the footer and the install page link to', () => {
    expect(Object.keys(INFO_PAGE_PATHS)).toEqual([
      '/about.html',
      '/privacy_policy.html',
      '/terms_and_conditions.html',
      '/pwa',
      '/coming_soon',
    ]);
    expect(isInfoPagePath('/pwa')).toBe(true);
    expect(isInfoPagePath('/')).toBe(false);
    expect(isInfoPagePath('/toString')).toBe(false);
  });

  it('show a busy page until their texts (a chunk of their own) arrive, then the page in the reader language', async () => {
    renderWithShell(<InfoPage page="about" />, { locale: 'en', route: '/about.html' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(document.querySelector('article[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'About Onda Notícias' })).toBeInTheDocument();
    await expect(loadInfoPages()).resolves.toHaveProperty('terms');
  });
});
