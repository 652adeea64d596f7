import { COOKIES } from 'shared-contracts';
import { mayAskForPush } from './consent';

const cookie = (choices: string, policy = 1) =>
  `a=b; ${COOKIES.consent}=${policy}.${choices}.1767225600.abcdefghijklmnop`;

describe('mayAskForPush (spec 4: cookie consent before the push prompt)', () => {
  it("reads the push purpose of the reader's current choice", () => {
    expect([
      mayAskForPush(cookie('m0a0p1')),
      mayAskForPush(cookie('m1a1p0')),
      mayAskForPush(cookie('m1a1p1', 0)),
      mayAskForPush(''),
    ]).toEqual([true, false, false, false]);
  });
});
