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

  it('reports a feed that cannot be fetched, without opening the database', async () => {
    const openDatabase = jest.fn();

    const code = await main(['file:///etc/passwd'], { openDatabase });

    expect(code).toBe(1);
    expect(stderr).toHaveBeenCalledWith(expect.stringContaining('Import failed (invalid-url)'));
    expect(openDatabase).not.toHaveBeenCalled();
  });

  it('prints usage on bad arguments', async () => {
    expect(await main([])).toBe(2);
    expect(stderr).toHaveBeenCalledWith(expect.stringContaining('Usage:'));
  });
});
