import sharp from 'sharp';
import { badgeCode } from './badge-code';
import {
  articleSvg,
  badgePalette,
  crestSvg,
  leagueSvg,
  matchSvg,
  sectionCardSvg,
  SECTION_COLOURS,
} from './render';
import { xmlEscape } from './xml-escape';

const HOSTILE = `<script>alert("x")</script> & 'Clube' \u0000\u0008`;

describe('crestSvg', () => {
  it('is deterministic for an id', () => {
    expect(crestSvg({ id: 'flamengo', name: 'Flamengo', code: 'FLA' })).toBe(
      crestSvg({ id: 'flamengo', name: 'Flamengo', code: 'FLA' }),
    );
  });

  it('differs between ids', () => {
    expect(crestSvg({ id: 'flamengo', name: 'X', code: 'ABC' })).not.toBe(
      crestSvg({ id: 'palmeiras', name: 'X', code: 'ABC' }),
    );
  });

  it('prints the code in the palette text colour over the palette fill', () => {
    const svg = crestSvg({ id: 'gremio', name: 'Grêmio', code: 'GRE' });
    const { fill, text } = badgePalette('gremio');

    expect(svg).toContain(`fill="${fill}"`);
    expect(svg).toMatch(new RegExp(`<text[^>]*fill="${text}"[^>]*>GRE</text>`));
  });

  it('escapes a hostile name and keeps the SVG well formed', async () => {
    const svg = crestSvg({ id: 'evil', name: HOSTILE, code: '<b>' });

    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;Clube&apos;');
    await expect(sharp(Buffer.from(svg)).png().toBuffer()).resolves.toBeInstanceOf(Buffer);
  });

  it('uses the requested pixel size', () => {
    expect(crestSvg({ id: 'a', name: 'A', width: 64, height: 64 })).toMatch(
      /^<svg [^>]*width="64" height="64"/,
    );
  });
});

describe('leagueSvg', () => {
  it('is deterministic and escapes its name', () => {
    const svg = leagueSvg({ id: 'brasileirao', name: 'Série <A>', code: 'BRA' });

    expect(svg).toBe(leagueSvg({ id: 'brasileirao', name: 'Série <A>', code: 'BRA' }));
    expect(svg).toContain('<title>Série &lt;A&gt;</title>');
    expect(svg).toContain('>BRA</text>');
  });
});

describe('articleSvg', () => {
  it('burns no text into the picture', () => {
    const svg = articleSvg({ id: 'story-1', title: 'Título com <tags>', section: 'esportes' });

    expect(svg).not.toContain('<text');
    expect(svg).toContain('<title>Título com &lt;tags&gt;</title>');
  });

  it('is deterministic and varies by id', () => {
    expect(articleSvg({ id: 'story-1' })).toBe(articleSvg({ id: 'story-1' }));
    expect(articleSvg({ id: 'story-1' })).not.toBe(articleSvg({ id: 'story-2' }));
  });

  it('is hidden from assistive technology when it has no title', () => {
    expect(articleSvg({ id: 'story-1' })).toContain('aria-hidden="true"');
  });
});

describe('badgeCode', () => {
  it.each([
    ['Flamengo', 'fla', 'FLA'],
    ['São Paulo', undefined, 'SP'],
    ['Clube de Regatas do Flamengo', undefined, 'CRF'],
    ['Grêmio', undefined, 'GRE'],
    ['Atlético Mineiro', '<script>', 'SCR'],
    ['', undefined, 'ID'],
  ])('name %p with code %p gives %p', (name, code, expected) => {
    expect(badgeCode(name, code, 'id')).toBe(expected);
  });
});

describe('xmlEscape', () => {
  it('escapes markup characters and drops characters XML forbids', () => {
    expect(xmlEscape(`a<b>&"'\u0001\uFFFEc`)).toBe('a&lt;b&gt;&amp;&quot;&apos;c');
  });
});

describe('matchSvg', () => {
  it('names both teams and draws both crests and the score', () => {
    const svg = matchSvg({
      home: { id: 'flamengo', name: 'Flamengo' },
      away: { id: 'palmeiras', name: 'Palmeiras' },
      score: { home: 2, away: 1 },
      league: 'Brasileirão',
      width: 640,
      height: 360,
    });
    expect(svg).toContain('aria-label="Flamengo 2 × 1 Palmeiras"');
    expect(svg).toContain('>2 × 1<');
    expect(svg).toContain('>Brasileirão<');
    expect(svg.match(/<svg /g)).toHaveLength(3);
  });

  it('shows no score before the end', () => {
    const svg = matchSvg({
      home: { id: 'a', name: 'Alfa' },
      away: { id: 'b', name: 'Beta' },
      score: null,
    });
    expect(svg).toContain('aria-label="Alfa × Beta"');
  });
});

describe('sectionCardSvg', () => {
  it("prints the section's name on its colour, escaped, as a decorative picture", () => {
    const svg = sectionCardSvg({ id: 's1', sectionKey: 'sports', sectionName: 'Esportes <&>' });
    expect(svg).toContain('Esportes &lt;&amp;&gt;');
    expect(svg).toContain(SECTION_COLOURS['sports']);
    expect(svg).toContain('aria-hidden="true"');
  });
});
