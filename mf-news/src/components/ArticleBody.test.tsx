import { renderRemote } from '../test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArticleBody } from './ArticleBody';

const HOSTILE = [
  '<p>Texto <a href="javascript:alert(1)">falso</a> e <a href="https://fonte.example/a">fonte</a>.</p>',
  '<script>window.__pwned = 1</script>',
  '<img src="https://img.example/x.jpg" onerror="window.__pwned = 2" alt="Foto">',
  '<p onmouseover="window.__pwned = 3">passe o mouse</p>',
  '<a href="/noproxy/news_stories/web/8">interna</a>',
].join('');

describe('article body', () => {
  it('renders hostile HTML without scripts, handlers or javascript: links', async () => {
    await renderRemote(<ArticleBody body={HOSTILE} format="html" onRead={jest.fn()} />);

    const body = document.body.innerHTML;
    expect(body).not.toMatch(/<script|onerror|onmouseover|javascript:/i);
    expect(screen.getByText('falso')).not.toHaveAttribute('href');
    expect(screen.getByRole('img', { name: 'Foto' })).toBeInTheDocument();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('sends a link to another site through the external-link warning', async () => {
    const { events } = await renderRemote(<ArticleBody body={HOSTILE} format="html" onRead={jest.fn()} />);

    await userEvent.click(screen.getByRole('link', { name: 'fonte' }));

    expect(events).toContainEqual({
      type: 'external.open',
      v: 1,
      payload: { url: 'https://fonte.example/a', fromBody: true },
    });
  });

  it('follows a site path without leaving the page', async () => {
    const { events } = await renderRemote(<ArticleBody body={HOSTILE} format="html" onRead={jest.fn()} />);

    await userEvent.click(screen.getByRole('link', { name: 'interna' }));

    expect(events.filter((e) => e.type === 'external.open')).toEqual([]);
  });
});
