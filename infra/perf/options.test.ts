import { PAGE_NAMES, parseOptions, UsageError } from './options';

describe('parseOptions', () => {
  it('measures every page three times, builds and benchmarks by default', () => {
    expect(parseOptions([])).toEqual({
      pages: [...PAGE_NAMES],
      runs: 3,
      json: undefined,
      port: undefined,
      build: true,
      bench: true,
    });
  });

  it('reads --pages, --runs, --json and --port with a space or an equals sign', () => {
    expect(
      parseOptions(['--pages', 'article,home', '--runs=5', '--json', 'out.json', '--port=8198']),
    ).toMatchObject({
      pages: ['home', 'article'],
      runs: 5,
      json: 'out.json',
      port: 8198,
    });
  });

  it('lists each page once, in table order', () => {
    expect(parseOptions(['--pages=tv,home,tv']).pages).toEqual(['home', 'tv']);
  });

  it('turns off the build and the benchmark', () => {
    expect(parseOptions(['--no-build', '--no-bench'])).toMatchObject({ build: false, bench: false });
  });

  it.each([
    [['--pages', 'home,blog'], /unknown page blog/],
    [['--pages', ','], /--pages needs/],
    [['--pages'], /--pages needs/],
    [['--runs', '0'], /--runs must be an integer from 1 to 9/],
    [['--runs', '2.5'], /--runs must be/],
    [['--runs', '10'], /--runs must be/],
    [['--port', '70000'], /--port must be/],
    [['--json'], /--json needs a file name/],
    [['--json', '--no-bench'], /--json needs a file name/],
    [['--fast'], /unknown option "--fast"/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseOptions(argv)).toThrow(UsageError);
    expect(() => parseOptions(argv)).toThrow(message);
  });
});
