import { validateCredentials } from './validation';

describe('validateCredentials', () => {
  it('accepts an address and an 8-character password', () => {
    expect(validateCredentials({ email: 'a@b.co', password: '12345678' })).toEqual({});
  });

  it('rejects an address without a domain', () => {
    expect(validateCredentials({ email: 'a@b', password: '12345678' })).toEqual({
      email: 'accounts.error.invalidEmail',
    });
  });

  it('rejects a 7-character password', () => {
    expect(validateCredentials({ email: 'a@b.co', password: '1234567' })).toEqual({
      password: 'accounts.error.passwordLength',
    });
  });
});
