import { parseFeedDate } from './feed-date';

describe('parseFeedDate', () => {
  it.each([
    ['Sun, 09 Mar 2025 21:30:00 -0300', '2025-03-10T00:30:00.000Z'],
    ['Mon, 10 Mar 2025 12:00:00 GMT', '2025-03-10T12:00:00.000Z'],
    ['10 Mar 2025 12:00 EST', '2025-03-10T17:00:00.000Z'],
    ['Tue, 11 Mar 2025 08:00:00 BRT', '2025-03-11T11:00:00.000Z'],
    ['Ter, 11 Fev 25 08:00:00 +0000', '2025-02-11T08:00:00.000Z'],
    ['Mon, 10 Mar 2025 12:00:00', '2025-03-10T12:00:00.000Z'],
    ['2025-03-10T15:00:00-03:00', '2025-03-10T18:00:00.000Z'],
    ['2025-03-09T10:00:00.123Z', '2025-03-09T10:00:00.000Z'],
    ['2025-03-09', '2025-03-09T00:00:00.000Z'],
  ])('%p -> %p', (raw, iso) => {
    expect(parseFeedDate(raw)?.toISOString()).toBe(iso);
  });

  it.each([
    'data inválida',
    '',
    '31 Feb 2025 10:00:00 GMT',
    '2025-13-01T00:00:00Z',
    '2025-03-10T25:00:00Z',
    'Mon, 10 Foo 2025 12:00:00 GMT',
  ])('rejects %p', (raw) => {
    expect(parseFeedDate(raw)).toBeUndefined();
  });
});
