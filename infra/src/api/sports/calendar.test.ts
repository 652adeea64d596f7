import type { Profile } from 'shared-contracts';
import { toCalendar } from './calendar';
import type { SeasonRow } from './model';

const league = { id: 'copa-libertadores', name: 'Copa Libertadores' } as Profile;
const season: SeasonRow = {
  id: 'copa-libertadores-2024',
  name: 'Copa Libertadores 2024',
  season: '2024',
  format: 'cup',
  rules: 'default',
  timezone: 'America/Sao_Paulo',
  first_date: '2024-02-06',
  last_date: '2024-11-30',
  shift_days: 0,
  starts: new Date('2024-02-06T23:00:00Z'),
};

describe('toCalendar', () => {
  it('counts match days in the time zone asked for and keeps rounds in kick-off order', () => {
    const calendar = toCalendar(
      league,
      season,
      [season],
      [
        // 23:30 UTC is still 20:30 in São Paulo but already the next day in Madrid.
        { kickoff: new Date('2024-04-02T23:30:00Z'), stage: 'Fase de grupos', round_name: 'Rodada 1' },
        { kickoff: new Date('2024-04-03T20:00:00Z'), stage: 'Fase de grupos', round_name: 'Rodada 1' },
        { kickoff: new Date('2024-04-09T22:00:00Z'), stage: 'Fase de grupos', round_name: 'Rodada 2' },
      ],
      'Europe/Madrid',
    );

    expect(calendar.days).toEqual([
      { date: '2024-04-03', events: 2 },
      { date: '2024-04-10', events: 1 },
    ]);
    expect(calendar.rounds).toEqual([
      {
        name: 'Rodada 1',
        stage: 'Fase de grupos',
        first_date: '2024-04-03',
        last_date: '2024-04-03',
        events: 2,
      },
      {
        name: 'Rodada 2',
        stage: 'Fase de grupos',
        first_date: '2024-04-10',
        last_date: '2024-04-10',
        events: 1,
      },
    ]);
    expect(calendar.seasons).toEqual([{ id: season.id, name: season.name, season: '2024' }]);
  });
});
