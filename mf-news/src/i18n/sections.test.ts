/**
 * The sections' own texts (discover.ts, favorites.ts) reach the page only inside their sections
 * (remote-kit SectionTexts, in their route chunks): a text of theirs used anywhere else would show
 * as its id. Every use of their keys, written whole or built from the prefix, must be inside.
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');
const SECTIONS: Record<string, readonly string[]> = {
  discover: ['routes/discover/'],
  favorites: ['routes/favorites/', 'routes/sitemap/'],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const files = sourceFiles(SRC)
  .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
  .filter((file) => !file.startsWith('i18n/') && !file.startsWith('test/'));

describe.each(Object.entries(SECTIONS))('the %s texts', (prefix, inside) => {
  it('are used only inside their sections', () => {
    const use = new RegExp(`['"\`]${prefix}\\.[A-Za-z]`);
    const outside = files.filter(
      (file) =>
        !inside.some((dir) => file.startsWith(dir)) &&
        use.test(fs.readFileSync(path.join(SRC, file), 'utf8')),
    );
    expect(outside).toEqual([]);
  });

  it('are used inside them (the scan finds their keys)', () => {
    const use = new RegExp(`['"\`]${prefix}\\.[A-Za-z]`);
    expect(files.some((file) => use.test(fs.readFileSync(path.join(SRC, file), 'utf8')))).toBe(true);
  });
});
