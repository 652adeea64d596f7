import { storyHead } from './story-head';

const story = {
  id: 'folha-000007',
  name: 'Frente fria chega ao Sul',
  description: '',
  link: '/noproxy/news_stories/news/folha/frente-fria/folha-000007',
  context: 'news_stories',
};

describe('a story page head', () => {
  it('names the story its own path, with its name as summary when it has none', () => {
    const head = storyHead(story);
    expect(head.canonicalPath).toBe(story.link);
    expect(head.description).toBe(story.name);
    expect(head.type).toBe('article');
    expect(head.images.map((image) => [image.width, image.height])).toEqual([
      [1200, 630],
      [400, 400],
    ]);
  });

  it('names no canonical for a link off the site', () => {
    expect(storyHead({ ...story, link: 'https://elsewhere.example/x' }).canonicalPath).toBeUndefined();
    expect(storyHead({ ...story, link: '//elsewhere.example/x' }).canonicalPath).toBeUndefined();
  });

  it("shows a video's own poster first", () => {
    const video = {
      ...story,
      context: 'videos',
      video: { poster: '/static/tv/v1/poster.jpg', renditions: [{ name: '360p', width: 640, height: 360 }] },
    };
    expect(storyHead(video).images[0]).toMatchObject({ url: '/static/tv/v1/poster.jpg', width: 640 });
  });
});
