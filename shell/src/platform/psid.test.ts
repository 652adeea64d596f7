import { currentPsid } from './psid';

const issued = `${'a'.repeat(22)}.${'B'.repeat(43)}`;

describe('the anonymous session id', () => {
  it('is the id the server issued in the cookie', () => {
    expect(currentPsid(() => `x=1; onda_psid=${issued}`)).toBe(issued);
  });

  it('is none for a missing, made-up or undefined one: the browser never makes one up', () => {
    for (const cookies of ['', 'onda_psid=undefined', 'onda_psid=0f1e2d3c-aaaa-bbbb-cccc']) {
      expect(currentPsid(() => cookies)).toBeUndefined();
    }
  });
});
