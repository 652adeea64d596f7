import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRemote } from '../context';

interface NavigateLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site. */
  readonly to: string;
}

/**
 * A real link for widgets, which live outside any router: a plain click navigates through the
 * shell (services.navigate, no page load); modified clicks keep the browser's behaviour.
 */
export function NavigateLink({ to, onClick, ...anchor }: NavigateLinkProps) {
  const { navigate } = useRemote().services;
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    navigate(to);
  }
  return <a href={to} onClick={follow} {...anchor} />;
}
