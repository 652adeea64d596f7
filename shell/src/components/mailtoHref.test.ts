import { mailtoHref } from './mailtoHref';

describe('mailtoHref', () => {
  it('builds a mailto link for a plain address', () => {
    expect(mailtoHref('contato@onda.example')).toBe('mailto:contato@onda.example');
  });

  it.each(['not-an-email', 'a@b.c?bcc=x@y.z', 'a@b.c&subject=x', 'javascript:a@b.c'])(
    'refuses %s',
    (value) => {
      expect(mailtoHref(value)).toBeUndefined();
    },
  );
});
