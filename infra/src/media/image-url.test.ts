import { imageUrl } from './image-url';

describe('imageUrl', () => {
  it('builds a root-relative URL with the width', () => {
    expect(imageUrl('crest', 'flamengo', 128)).toBe('/api/v3/images/crest/flamengo?w=128');
  });

  it('adds height, format and an origin without doubling slashes', () => {
    expect(
      imageUrl('article', 'story-1', 400, { height: 400, format: 'jpeg', baseUrl: 'https://cdn.example/' }),
    ).toBe('https://cdn.example/api/v3/images/article/story-1?w=400&h=400&fmt=jpeg');
  });
});
