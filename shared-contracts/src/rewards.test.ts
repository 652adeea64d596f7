import {
  checkCouponForm,
  conditionsOf,
  hidesRewardIcon,
  normalizeEmail,
  progressOf,
  trackingFromSearch,
  trackingToSearch,
} from './rewards';

describe('reward conditions', () => {
  it('asks for one article by default and three for up_december or an aff_click_id', () => {
    expect(conditionsOf('summer', false)).toEqual({ articles: 1, shares: 0, registration: 0 });
    expect(conditionsOf('up_december', false).articles).toBe(3);
    expect(conditionsOf('summer', true).articles).toBe(3);
  });

  it('reads shares and registration from the campaign text, absent meaning off', () => {
    expect(conditionsOf('up_december shared 2 registration 1', false)).toEqual({
      articles: 3,
      shares: 2,
      registration: 1,
    });
    expect(conditionsOf('up_december shared:0', false).shares).toBe(0);
  });
});

describe('reward progress', () => {
  const three = { articles: 3, shares: 0, registration: 0 };

  it('adds 33 to the total per active condition', () => {
    expect(progressOf(three, { articles: 0, shares: 0, registration: 0 }).total).toBe(33);
    expect(
      progressOf({ articles: 3, shares: 1, registration: 1 }, { articles: 0, shares: 0, registration: 0 })
        .total,
    ).toBe(99);
  });

  it('sums done/required ratios times 33 and completes at the total', () => {
    expect(progressOf(three, { articles: 1, shares: 0, registration: 0 })).toMatchObject({
      percent: 33,
      completed: false,
    });
    expect(progressOf(three, { articles: 2, shares: 0, registration: 0 })).toMatchObject({
      percent: 67,
      completed: false,
    });
    expect(progressOf(three, { articles: 3, shares: 0, registration: 0 })).toMatchObject({
      progress: 33,
      percent: 100,
      completed: true,
    });
  });

  it('never counts more than a condition asks, nor a condition that is off', () => {
    expect(progressOf(three, { articles: 7, shares: 4, registration: 1 })).toMatchObject({
      progress: 33,
      total: 33,
    });
  });

  it('hides the icon on jj_december paths', () => {
    expect(hidesRewardIcon('/promo/jj_december/x')).toBe(true);
    expect(hidesRewardIcon('/')).toBe(false);
  });
});

describe('landing tracking', () => {
  it('keeps the three tracking parameters and drops others and odd values', () => {
    expect(trackingFromSearch('?aff_click_id=abc&utm_campaign=x&clickid=%20&q=1&utm_campaign=y')).toEqual({
      aff_click_id: 'abc',
      utm_campaign: 'x',
    });
    expect(trackingFromSearch('clickid=a%3Cb%20c')).toEqual({});
  });

  it('writes tracking back as a query string', () => {
    expect(trackingToSearch({ clickid: 'k', aff_click_id: 'a' })).toBe('clickid=k&aff_click_id=a');
    expect(trackingToSearch({})).toBe('');
  });
});

describe('coupon form checks', () => {
  it('require both fields', () => {
    expect(checkCouponForm('  ', '')).toEqual({ fullName: 'required', email: 'required' });
  });

  it('accept a full name and an e-mail', () => {
    expect(checkCouponForm('  Maria  da Silva ', 'maria.silva@exemplo.com.br')).toEqual({});
    expect(checkCouponForm("João D'Ávila-Souza", 'j@x.io')).toEqual({});
  });

  it('refuse a single word, digits or symbols as a name', () => {
    for (const name of ['Maria', 'Maria 2', 'Ana <b>', 'A B']) {
      expect(checkCouponForm(name, 'a@b.co').fullName).toBe('invalidName');
    }
  });

  it('refuse malformed e-mails', () => {
    for (const email of ['maria', 'maria@', '@x.com', 'a b@x.com', 'a@x', 'a@@x.com', 'a@x..com']) {
      expect(checkCouponForm('Maria Silva', email).email).toBe('invalidEmail');
    }
  });

  it('stores e-mails in one case', () => {
    expect(normalizeEmail(' Maria@Exemplo.COM ')).toBe('maria@exemplo.com');
  });
});
