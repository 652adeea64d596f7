import { isUnsupportedBrowser } from './isUnsupportedBrowser';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const LEGACY_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041';
const NEW_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

describe('isUnsupportedBrowser', () => {
  it('flags Internet Explorer 11', () => {
    expect(isUnsupportedBrowser(IE11)).toBe(true);
  });

  it('flags legacy Edge', () => {
    expect(isUnsupportedBrowser(LEGACY_EDGE)).toBe(true);
  });

  it('accepts the new, Chromium-based Edge', () => {
    expect(isUnsupportedBrowser(NEW_EDGE)).toBe(false);
  });

  it('accepts Chrome on Android', () => {
    expect(isUnsupportedBrowser(CHROME_ANDROID)).toBe(false);
  });

  it('accepts an empty user agent', () => {
    expect(isUnsupportedBrowser('')).toBe(false);
  });
});
