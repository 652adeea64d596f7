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

describe('TopicBar names', () => {
  const site: Topic[] = [
    { key: 'entities-news', name: 'Notícias', href: '/favorites/Not%C3%ADcias/entities-news/feed' },
    { key: 'entities-sports', name: 'Esportes', href: '/favorites/Esportes/entities-sports/feed' },
    { key: 'leagues-premier-league', name: 'Premier League', href: '/favorites/PL/leagues-pl/feed' },
  ];

  it('lists sports once, as the sports section', () => {
    renderWithShell(<TopicBar topics={site} />);
    expect(links()).toEqual(['Notícias', 'Premier League', 'TV', 'Esportes']);
    expect(screen.getByRole('link', { name: 'Esportes' })).toHaveAttribute('href', '/sports');
  });

  it("names the site's topics in the reader's language", () => {
    renderWithShell(<TopicBar topics={site} />, { locale: 'en' });
    const names = within(screen.getByRole('navigation', { name: 'Topics' }))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['News', 'Premier League', 'TV', 'Sports']);
  });
});

describe('TopicBar wider than the screen', () => {
  const size = (name: 'scrollWidth' | 'clientWidth', value: number) =>
    jest.spyOn(HTMLElement.prototype, name, 'get').mockReturnValue(value);
  afterEach(() => jest.restoreAllMocks());

  it('shows a control that says more topics follow, and scrolls to them', async () => {
    size('scrollWidth', 1600);
    size('clientWidth', 1280);
    const scrollBy = jest.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    renderWithShell(<TopicBar topics={topics} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mais tópicos' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 1024, behavior: 'smooth' });
  });

  it('shows no such control when every topic fits', () => {
    size('scrollWidth', 600);
    size('clientWidth', 1280);
    renderWithShell(<TopicBar topics={topics} />);
    expect(screen.queryByRole('button', { name: 'Mais tópicos' })).not.toBeInTheDocument();
  });
});

describe('TopicBar current page', () => {
  it('marks the topic of the current page', () => {
    renderWithShell(<TopicBar topics={topics} />, { route: '/tv' });
    expect(screen.getByRole('link', { name: 'TV' })).toHaveAttribute('aria-current', 'page');
  });
});
