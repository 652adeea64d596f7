import { createContext, useContext } from 'react';
import type { RemoteProps } from '../platform';

const RemotePropsContext = createContext<RemoteProps | null>(null);
export const RemotePropsProvider = RemotePropsContext.Provider;

/** The bus and platform services the shell handed this remote. */
export function useRemote(): RemoteProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemote outside a remote root');
  return props;
}
