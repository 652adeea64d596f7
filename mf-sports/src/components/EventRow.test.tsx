import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'shared-contracts/router';
import { EVENT_STATUSES } from 'shared-contracts';
import { renderRemote } from '../test/render';
import { game } from '../test/events';
import { EventRow } from './EventRow';

const PT_STATUS: Record<(typeof EVENT_STATUSES)[number], string> = {
  final: 'Encerrado',
  playing: 'Ao vivo',
  cancelled: 'Cancelado',
  upcoming: 'Em breve',
  postponed: 'Adiado',
  fixture: 'Agendado',
  played: 'Encerrado',
  retired: 'Abandonado',
  suspended: 'Suspenso',
  walkover: 'W.O.',
  interrupted: 'Interrompido',
};

const row = (event: ReturnType<typeof game>) => (
  <ul>
    <EventRow event={event} />
  </ul>
);

describe('EventRow', () => {
  it.each(EVENT_STATUSES)('names the status %s in Portuguese', async (status) => {
    await renderRemote(row(game('a', 'br', { status })));
    expect(screen.getByText(PT_STATUS[status])).toBeInTheDocument();
  });

  it('shows the period and the live minute while playing', async () => {
    await renderRemote(row(game('a', 'br', { status: 'playing', period: '2nd half', minute: 67 }, 2, 1)));
    expect(screen.getByText('2 – 1')).toBeInTheDocument();
    expect(screen.getByText("Ao vivo · 2º tempo · 67'")).toBeInTheDocument();
  });

  it('shows half-time without a minute', async () => {
    await renderRemote(row(game('a', 'br', { status: 'playing', period: 'half-time', minute: 45 }, 0, 0)));
    expect(screen.getByText('Ao vivo · Intervalo')).toBeInTheDocument();
  });

  it('shows the kick-off time before the game starts', async () => {
    await renderRemote(row(game('a', 'br', { status: 'upcoming' })));
    expect(screen.getByText(/^\d{2}:\d{2}$/)).toHaveAttribute('datetime', '2026-11-21T18:30:00.000Z');
  });

  it('links the whole row to the event page, named by teams, score and status', async () => {
    await renderRemote(row({ ...game('a', 'br', { status: 'final' }, 2, 1), name: 'Casa a x Fora a' }));
    const link = screen.getByRole('link', { name: 'Casa a 2 – 1 Fora a, Encerrado' });
    expect(link).toHaveAttribute('href', '/sports/event/casa-a-x-fora-a/a');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('names a game not yet started by its kick-off time', async () => {
    await renderRemote(row(game('a', 'br', { status: 'upcoming' })));
    expect(screen.getByRole('link', { name: /^Casa a \d{2}:\d{2} Fora a, Em breve$/ })).toBeInTheDocument();
  });

  it('opens the event page inside the app', async () => {
    await renderRemote(
      <Routes>
        <Route
          path="/"
          element={row(game('a', 'br', { status: 'playing', period: '1st half', minute: 9 }, 0, 0))}
        />
        <Route path="/sports/event/:name/:id" element={<p>event page</p>} />
      </Routes>,
    );
    fireEvent.click(screen.getByRole('link', { name: "Casa a 0 – 0 Fora a, Ao vivo · 1º tempo · 9'" }));
    expect(await screen.findByText('event page')).toBeInTheDocument();
  });

  it("shows each team's crest beside its name", async () => {
    const event = game('a', 'br', { status: 'final' }, 2, 1);
    const [home, away] = event.scores;
    const withCrests = {
      ...event,
      scores: [
        { ...home!, team: { ...home!.team, photo: { small: '/api/v3/images/crest/casa?w=64' } } },
        { ...away!, team: { ...away!.team, photo: { small: '/api/v3/images/crest/fora?w=64' } } },
      ],
    };
    await renderRemote(row(withCrests));
    const link = screen.getByRole('link', { name: 'Casa a 2 – 1 Fora a, Encerrado' });
    const crests = [...link.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(crests).toEqual(['/api/v3/images/crest/casa?w=64', '/api/v3/images/crest/fora?w=64']);
  });

  it('translates period names', async () => {
    await renderRemote(row(game('a', 'br', { status: 'playing', period: 'extra time', minute: 101 }, 1, 1)), {
      locale: 'en',
    });
    expect(screen.getByText("Live · Extra time · 101'")).toBeInTheDocument();
  });
});
