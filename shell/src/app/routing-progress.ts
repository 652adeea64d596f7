import { useEffect, useState } from 'react';

/** True while single-spa is switching pages (drives the top progress bar, spec 9). */
export function useRoutingInProgress(): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const start = () => setActive(true);
    const end = () => setActive(false);
    window.addEventListener('single-spa:before-routing-event', start);
    window.addEventListener('single-spa:routing-event', end);
    return () => {
      window.removeEventListener('single-spa:before-routing-event', start);
      window.removeEventListener('single-spa:routing-event', end);
    };
  }, []);
  return active;
}
