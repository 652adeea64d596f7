import { main, parseCliArgs } from './cli';

describe('parseCliArgs', () => {
  it.each([
    [['https://x.example/rss'], { url: 'https://x.example/rss', publisher: undefined, dryRun: false }],
    [
      ['https://x.example/rss', '--publisher', 'Folha Exemplo', '--dry-run'],
      { url: 'https://x.example/rss', publisher: 'Folha Exemplo', dryRun: true },
    ],
    [
      ['--dry-run', '--publisher=G', 'https://x.example/rss'],
      { url: 'https://x.example/rss', publisher: 'G', dryRun: true },
    ],
    [[], undefined],
    [['https://x.example/rss', '--publisher'], undefined],
    [['https://x.example/rss', '--force'], undefined],
    [['https://a.example', 'https://b.example'], undefined],
  ])('%p -> %p', (argv, expected) => {
    expect(parseCliArgs(argv)).toEqual(expected);
  });
});

describe('main', () => {
  let stderr: jest.SpyInstance;
  beforeEach(() => {
    stderr = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => stderr.mockRestore());

  it('refuses a real import while no database store exists', async () => {
    const code = await main(['https://x.example/rss']);

    expect(code).toBe(1);
    expect(stderr).toHaveBeenCalledWith(expect.stringContaining('database store not available'));
  });

  it('prints usage on bad arguments', async () => {
    expect(await main([])).toBe(2);
    expect(stderr).toHaveBeenCalledWith(expect.stringContaining('Usage:'));
  });
});
