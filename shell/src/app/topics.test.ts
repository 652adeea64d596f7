import type { ApiClient } from 'shared-contracts';
import { getTopics } from './topics';

const node = (key: string, name: string, type: string, menu: boolean) => ({
  key,
  name,
  type,
  canDrill: false,
  followed: false,
  push_on: 0,
  context: 'entities',
  context_type: type,
  filter_context: 'entities',
  load_profile: true,
  menu,
  profile: {
    id: key,
    name,
    context: 'entities',
    short_name: name,
    location: null,
    has_standings: false,
    common_name: name,
    photo: { small: null },
  },
  nodes: [],
});

const apiAnswering = (data: unknown): ApiClient => ({
  url: (path) => `/api/${path}`,
  request: async () => ({ ok: true, status: 200, data }) as never,
});

describe('topic bar entries', () => {
  it('lists the menu topics under label groups, linking to their feed route', async () => {
    const tree = {
      nodes: [
        {
          ...node('label-entities', 'Tópicos', 'label', false),
          profile: null,
          canDrill: true,
          nodes: [node('news', 'Notícias', 'profile', true), node('hidden', 'Oculto', 'profile', false)],
        },
      ],
    };
    await expect(getTopics(apiAnswering(tree))).resolves.toEqual([
      {
        key: 'news',
        name: 'Notícias',
        type: 'profile',
        href: '/favorites/Not%C3%ADcias&news&entities&false&false/news/feed',
      },
    ]);
  });

  it('is empty when the call fails', async () => {
    const api: ApiClient = {
      url: (path) => `/api/${path}`,
      request: async () => ({ ok: false, status: 500, code: 'X', message: 'x' }),
    };
    await expect(getTopics(api)).resolves.toEqual([]);
  });
});
