import { screen, within } from '@testing-library/react';
import { renderRemote } from '../test/render';
import { SportsLayout } from './SportsLayout';

describe('SportsLayout (spec 2)', () => {
  it('shows the Scores, Standings and News tabs with the active one marked', async () => {
    await renderRemote(<SportsLayout active="standings">x</SportsLayout>);
    const tabs = within(screen.getByRole('navigation', { name: 'Seções de esportes' }));
    expect(tabs.getByRole('link', { name: 'Classificação' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Placar' })).toHaveAttribute('href', '/sports/scores');
    expect(tabs.getByRole('link', { name: 'Notícias' })).toHaveAttribute('href', '/sports/feed');
  });

  it('keeps the league when switching tabs', async () => {
    await renderRemote(<SportsLayout active="scores" league={{ id: 'pl', name: 'Premier League' }} />);
    expect(screen.getByRole('link', { name: 'Classificação' })).toHaveAttribute(
      'href',
      '/sports/standings/premier-league/pl',
    );
  });

  it('has no refresh button off the scores tab', async () => {
    await renderRemote(<SportsLayout active="standings" onRefresh={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Atualizar' })).not.toBeInTheDocument();
  });

  it('has a refresh button on scores', async () => {
    const onRefresh = jest.fn();
    await renderRemote(<SportsLayout active="scores" onRefresh={onRefresh} />);
    screen.getByRole('button', { name: 'Atualizar' }).click();
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('reserves the two labelled ad regions', async () => {
    await renderRemote(<SportsLayout active="scores" />);
    expect(screen.getAllByText('Publicidade')).toHaveLength(2);
  });

  it('lists the site leagues in the side menu and the mobile drop-down', async () => {
    await renderRemote(<SportsLayout active="scores" />);
    // Which of the two shows is decided by CSS media queries, which jsdom does not evaluate.
    const menus = [...document.querySelectorAll('nav[aria-label="Ligas"]')];
    expect(menus).toHaveLength(2);
    expect(
      within(menus[1] as HTMLElement).getByRole('link', { name: 'Premier League', hidden: true }),
    ).toHaveAttribute('href', '/sports/scores/premier-league/premier-league');
  });

  it('hides the menu area while the calendar is open', async () => {
    await renderRemote(<SportsLayout active="scores" menuHidden />);
    expect(document.querySelector('nav[aria-label="Ligas"]')).toBeNull();
  });
});
