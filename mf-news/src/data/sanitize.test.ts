import { bodyFormatOf, paragraphsOf } from './body';
import { sanitizeBodyHtml as html } from './sanitize';

describe('plain-text bodies', () => {
  it('split into paragraphs at blank lines', () => {
    expect(paragraphsOf('Primeiro.\n\nSegundo\ncontinua.\n\n  \n\nTerceiro.')).toEqual([
      'Primeiro.',
      'Segundo\ncontinua.',
      'Terceiro.',
    ]);
  });

  it('keep the format the API gives, else are taken as HTML only when they have tags', () => {
    expect(bodyFormatOf('<script>alert(1)</script>', 'text')).toBe('text');
    expect(bodyFormatOf('<p>Oi</p>')).toBe('html');
    expect(bodyFormatOf('Oi\n\nTchau')).toBe('text');
  });
});

describe('sanitizeBodyHtml', () => {
  it('drops scripts, styles and frames with their content', () => {
    expect(
      html('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.example"></iframe>'),
    ).toBe('<p>a</p>');
  });

  it('drops event-handler attributes', () => {
    expect(html('<p onclick="alert(1)">a</p><img src="https://img.example/a.jpg" onerror="alert(1)">')).toBe(
      '<p>a</p><img src="https://img.example/a.jpg" alt="" loading="lazy" />',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    '//evil.example/x',
  ])('removes the link target %s', (href) => {
    expect(html(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('keeps http(s) links and site paths, marked noopener', () => {
    expect(html('<a href="https://example.org/a">a</a><a href="/noproxy/news_stories/web/1">b</a>')).toBe(
      '<a href="https://example.org/a" rel="noopener noreferrer nofollow">a</a>' +
        '<a href="/noproxy/news_stories/web/1" rel="noopener noreferrer nofollow">b</a>',
    );
  });

  it('drops images without a safe source and turns h1 into h2', () => {
    expect(html('<h1>T</h1><img src="javascript:alert(1)"><img src="data:image/png;base64,AA">')).toBe(
      '<h2>T</h2>',
    );
  });
});
