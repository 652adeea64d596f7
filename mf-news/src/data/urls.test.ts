import { IMAGE_WIDTHS, responsiveImage } from './urls';

describe('responsiveImage', () => {
  it('gives the site image route a width per screen, keeping its other parameters', () => {
    const image = responsiveImage('/api/v3/images/article/folha-1?w=800&v=2');
    expect(image?.src).toBe('/api/v3/images/article/folha-1?w=800&v=2');
    expect(image?.srcSet).toBe(
      IMAGE_WIDTHS.map((w) => `/api/v3/images/article/folha-1?w=${w}&v=2 ${w}w`).join(', '),
    );
  });

  it('gives cards a 16:9 height with each width', () => {
    const image = responsiveImage('/api/v3/images/article/folha-1?w=800', 'wide');
    expect(image?.src).toBe('/api/v3/images/article/folha-1?w=800&h=450');
    expect(image?.srcSet?.split(', ')[0]).toBe('/api/v3/images/article/folha-1?w=320&h=180 320w');
  });

  it('drops a height the photo came with when the picture is not a card', () => {
    expect(responsiveImage('/api/v3/images/match/m-1?h=90&w=160')?.srcSet?.split(', ')[1]).toBe(
      '/api/v3/images/match/m-1?w=480 480w',
    );
  });

  it('uses other http(s) photos as they are, and nothing else', () => {
    expect(responsiveImage('https://img.example/a.jpg')).toEqual({ src: 'https://img.example/a.jpg' });
    expect(responsiveImage('javascript:alert(1)')).toBeUndefined();
    expect(responsiveImage(undefined)).toBeUndefined();
  });
});
