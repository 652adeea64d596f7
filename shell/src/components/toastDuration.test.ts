import { toastDuration } from './toastDuration';

describe('toastDuration', () => {
  it('is 2500 ms by default', () => {
    expect(toastDuration({})).toBe(2500);
  });

  it('is 15000 ms for the new-app notice', () => {
    expect(toastDuration({ newAppInstalled: true })).toBe(15000);
  });

  it('is 16000 ms when a body is given', () => {
    expect(toastDuration({ body: 'Mais detalhes' })).toBe(16000);
  });

  it('ignores an empty body', () => {
    expect(toastDuration({ body: '' })).toBe(2500);
  });
});
