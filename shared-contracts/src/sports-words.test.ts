import { EVENT_PERIODS, EVENT_STATUSES } from './api/constants';
import { LOCALES } from './locale';
import { sportsWords } from './sports-words';

describe('sports words', () => {
  it('names every status and period in every language', () => {
    for (const locale of LOCALES) {
      const words = sportsWords(locale);
      expect(words.sports.trim()).toBeTruthy();
      for (const status of EVENT_STATUSES) expect(words.status(status).trim()).toBeTruthy();
      for (const period of EVENT_PERIODS) expect(words.period(period).trim()).toBeTruthy();
    }
  });

  it('speaks the reader’s language', () => {
    expect([sportsWords('pt').status('playing'), sportsWords('en').status('playing')]).toEqual([
      'Ao vivo',
      'Live',
    ]);
    expect(sportsWords('es').period('half-time')).toBe('Descanso');
    expect(sportsWords('en').sports).toBe('Sports');
  });
});
