import { DEFAULTS, isLoopbackOrigin, parseOptions, UsageError } from './options';

describe('npm run load options', () => {
  it('defaults to the four crowd sizes and 10,000 streams', () => {
    expect(parseOptions([])).toEqual(DEFAULTS);
    expect(DEFAULTS.levels).toEqual([50, 100, 250, 1000]);
  });

  it('reads levels, seconds, streams, soak minutes and an origin', () => {
    expect(
      parseOptions([
        '--levels',
        '10,20',
        '--seconds=5',
        '--streams',
        '0',
        '--soak',
        '--origin',
        'http://127.0.0.1:8220',
      ]),
    ).toEqual({ levels: [10, 20], seconds: 5, streams: 0, soakMinutes: 30, origin: 'http://127.0.0.1:8220' });
    expect(parseOptions(['--soak', '2']).soakMinutes).toBe(2);
  });

  it('refuses anything but this machine as a target, and bad numbers', () => {
    expect(() => parseOptions(['--origin', 'http://10.0.0.5:8080'])).toThrow(UsageError);
    expect(() => parseOptions(['--origin', 'https://example.org'])).toThrow(UsageError);
    expect(() => parseOptions(['--levels', '0'])).toThrow(UsageError);
    expect(() => parseOptions(['--seconds', '1.5'])).toThrow(UsageError);
    expect(() => parseOptions(['--bogus'])).toThrow(UsageError);
    expect(isLoopbackOrigin('http://localhost:8220')).toBe(true);
    expect(isLoopbackOrigin('http://[::1]:8220')).toBe(true);
  });
});
