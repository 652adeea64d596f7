import { collectReads, noteRead, outsideRenderReads } from './render-reads';

const later = () => new Promise((resolve) => setImmediate(resolve));

describe("a render's reads", () => {
  it('are what the render noted, in its own async context', async () => {
    const { reads } = await collectReads(async () => {
      await later();
      noteRead('short', ['content']);
    });
    expect({ kind: reads.kind, topics: [...reads.topics], private: reads.private }).toEqual({
      kind: 'short',
      topics: ['content'],
      private: false,
    });
  });

  it('leave out what is read outside them (infra/test/page-cache.test.ts: an in-process request)', async () => {
    const { value, reads } = await collectReads(async () => {
      const answer = await outsideRenderReads(async () => {
        await later();
        noteRead('private', ['config']);
        return 'fact';
      });
      return answer;
    });
    expect(value).toBe('fact');
    expect({ private: reads.private, topics: [...reads.topics] }).toEqual({ private: false, topics: [] });
  });

  it('pass on what a read outside them throws', async () => {
    await expect(
      collectReads(() =>
        outsideRenderReads(async () => {
          throw new Error('no answer');
        }),
      ),
    ).rejects.toThrow('no answer');
  });
});
