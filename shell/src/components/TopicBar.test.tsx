import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../test/render';
import { TopicBar, type Topic } from './TopicBar';

const topics: Topic[] = [
  { key: 'news', name: 'Notícias', href: '/favorites/Notícias/news/feed' },
  { key: 'brasileirao', name: 'Brasileirão', href: '/favorites/Brasileirão/brasileirao/feed' },
];
const links = () =>
  within(screen.getByRole('navigation', { name: 'Tópicos' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('TopicBar', () => {
  it('lists the topics, then TV and sports', () => {
    renderWithShell(<TopicBar topics={topics} />);
    expect(links()).toEqual(['Notícias', 'Brasileirão', 'TV', 'Esportes']);
  });

  it('leaves out label nodes', () => {
    renderWithShell(
      <TopicBar topics={[...topics, { key: 'l', name: 'Ligas', href: '/x', type: 'label' }]} />,
    );
    expect(links()).not.toContain('Ligas');
  });

  it('leaves out topics whose target is not a same-site path', () => {
    renderWithShell(
      <TopicBar
        topics={[
          { key: 'js', name: 'Perigo', href: 'javascript:alert(1)' },
          { key: 'ext', name: 'Fora', href: '//evil.example/x' },
        ]}
      />,
    );
    expect(links()).toEqual(['TV', 'Esportes']);
  });

  it('navigates client-side to a topic', async () => {
    const { location } = renderWithShell(<TopicBar topics={topics} />);
    await userEvent.click(screen.getByRole('link', { name: 'Brasileirão' }));
    expect(decodeURIComponent(location().pathname)).toBe('/favorites/Brasileirão/brasileirao/feed');
  });
});

describe('TopicBar current page', () => {
  it('marks the topic of the current page', () => {
    renderWithShell(<TopicBar topics={topics} />, { route: '/tv' });
    expect(screen.getByRole('link', { name: 'TV' })).toHaveAttribute('aria-current', 'page');
  });
});
