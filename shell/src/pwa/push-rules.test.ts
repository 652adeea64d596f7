import { COOKIES } from 'shared-contracts';
import { hasPushToRecheck, isIosMobile, mayRequestPush } from './push-rules';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const MIUI =
  'Mozilla/5.0 (Linux; U; Android 12; Redmi Note 11) AppleWebKit/537.36 Version/4.0 XiaoMi/MiuiBrowser/17.2';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0 Mobile Safari/537.36';

describe('where the push token is asked for (spec 4)', () => {
  it('asks on Chrome and on XiaoMi browsers', () => {
    expect(mayRequestPush(CHROME_ANDROID, undefined)).toBe(true);
    expect(mayRequestPush(MIUI, undefined)).toBe(true);
  });

  it('never on iOS mobile browsers or in web views', () => {
    expect(isIosMobile(IPHONE_SAFARI)).toBe(true);
    expect(mayRequestPush(IPHONE_SAFARI, 'granted')).toBe(false);
    expect(mayRequestPush(ANDROID_WEBVIEW, 'granted')).toBe(false);
  });

  it('on other browsers only once the reader made a choice here', () => {
    expect(mayRequestPush(FIREFOX, undefined)).toBe(false);
    expect(mayRequestPush(FIREFOX, 'granted')).toBe(true);
  });
});

describe('whether the push flow is loaded for the re-check', () => {
  it('is loaded for a held device token or a permission granted before, and not on a first visit', () => {
    expect(hasPushToRecheck('', 'default')).toBe(false);
    expect(hasPushToRecheck('', undefined)).toBe(false);
    expect(hasPushToRecheck('other=1', 'denied')).toBe(false);
    expect(hasPushToRecheck(`${COOKIES.deviceToken}=abc`, 'default')).toBe(true);
    expect(hasPushToRecheck('', 'granted')).toBe(true);
  });
});
