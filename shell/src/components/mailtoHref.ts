/** An e-mail address from the site config is untrusted data: it becomes a link only when plain. */

const EMAIL = /^[^\s@<>()[\]\\,;:"?&#/]+@[^\s@<>()[\]\\,;:"?&#/]+\.[^\s@<>()[\]\\,;:"?&#/]+$/;

/** `mailto:` link of a plain e-mail address, or undefined when it is not one. */
export function mailtoHref(email: string | undefined): string | undefined {
  const e = email?.trim() ?? '';
  return EMAIL.test(e) ? `mailto:${e}` : undefined;
}
