import { useEffect } from 'react';
import { useRemote } from '../context';

/** Sets document.title to "<page title> | <site name>" (spec 2 "Page titles"). */
export function usePageTitle(title: string): void {
  const siteName = useRemote().services.config.name;
  useEffect(() => {
    document.title = siteName ? `${title} | ${siteName}` : title;
  }, [title, siteName]);
}
