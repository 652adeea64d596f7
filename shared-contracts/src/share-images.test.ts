import { articleShareImages, eventShareImages, storyShareImages } from './share-images';

describe('share images', () => {
  it("gives a story the 1200×630 card first and the spec's 400×400 square after it, as JPEG", () => {
    expect(storyShareImages({ id: 'folha-000007', name: 'Frente fria' })).toEqual([
      {
        url: '/api/v3/images/story-card/folha-000007?w=1200&h=630&fmt=jpeg',
        width: 1200,
        height: 630,
        alt: 'Frente fria',
        type: 'image/jpeg',
      },
      {
        url: '/api/v3/images/story-card/folha-000007?w=400&h=400&fmt=jpeg',
        width: 400,
        height: 400,
        alt: 'Frente fria',
        type: 'image/jpeg',
      },
    ]);
    expect(storyShareImages({ id: '../x', name: 'x' })).toEqual([]);
  });

  it('shows a video its own poster first', () => {
    const video = {
      id: 'v1',
      name: 'Gol',
      context: 'videos',
      video: {
        poster: '/static/tv/v1.abc/poster.jpg',
        renditions: [{ name: '360p', width: 640, height: 360 }],
      },
    };
    const [first, second] = articleShareImages(video);
    expect(first).toEqual({
      url: '/static/tv/v1.abc/poster.jpg',
      width: 640,
      height: 360,
      alt: 'Gol',
      type: 'image/jpeg',
    });
    expect(second?.width).toBe(400);
    expect(
      articleShareImages({ ...video, video: { ...video.video, poster: '//evil.example/p.jpg' } })[0]?.width,
    ).toBe(1200);
  });

  it("gives an event its match card and the league's picture as the square (spec 2)", () => {
    const images = eventShareImages({
      id: 'b-1',
      name: 'A x B',
      league: { id: 'brasileirao', name: 'Brasileirão', photo: { thumbnail: null } },
    });
    expect(images.map((image) => [image.url, image.width, image.height])).toEqual([
      ['/api/v3/images/event-card/b-1?w=1200&h=630&fmt=jpeg', 1200, 630],
      ['/api/v3/images/league/brasileirao?w=400&h=400', 400, 400],
    ]);
  });
});
