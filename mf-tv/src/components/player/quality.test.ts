import { initialQuality, sizeShown } from './quality';

const renditions = [
  { name: '720p', width: 1280, height: 720, bandwidth: 800_000, bytes: 300_000 },
  { name: '240p', width: 426, height: 240, bandwidth: 200_000, bytes: 120_000 },
  { name: '360p', width: 640, height: 360, bandwidth: 370_000, bytes: 170_000 },
];

describe('rendition choice', () => {
  it('starts at the lowest rendition when saving data, else lets the engine choose', () => {
    expect(initialQuality(renditions, true)).toBe(240);
    expect(initialQuality(renditions, false)).toBeUndefined();
  });

  it("shows the chosen rendition's size, the lowest while the engine chooses", () => {
    expect(sizeShown(renditions, 720)?.bytes).toBe(300_000);
    expect(sizeShown(renditions, undefined)?.name).toBe('240p');
  });
});
