import { useCallback } from 'react';
import { useNavigate } from 'shared-contracts/router';
import { matchRoute } from 'shared-contracts';
import { useRemote } from 'shared-contracts/remote-kit';

/**
 * Goes to a path after a form is done: a page of this remote replaces the form's history entry
 * (the back button does not reopen a sent form); any other page goes through the shell's router.
 */
export function useGo(): (path: string) => void {
  const navigate = useNavigate();
  const { services } = useRemote();
  return useCallback(
    (path: string) => {
      const owner = matchRoute(path.split(/[?#]/)[0] ?? '/')?.route.owner;
      if (owner === 'mf-accounts') navigate(path, { replace: true });
      else services.navigate(path);
    },
    [navigate, services],
  );
}
