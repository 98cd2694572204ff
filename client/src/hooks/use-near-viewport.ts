import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport, once: from then on it stays true.
 * For what costs a lot and sits below the first screen (the lot page's map: Leaflet's chunk and a
 * tile server's requests), started as the visitor scrolls towards it, not by every page load.
 * A browser without IntersectionObserver starts at once.
 */
export function useNearViewport<T extends Element>(margin: string) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
