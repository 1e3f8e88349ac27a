import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders its children (typically a lazily loaded component) once the placeholder comes within
 * `margin` of the viewport, so below-the-fold code is not part of the first load.
 */
export function WhenVisible({
  children,
  fallback,
  margin = '600px',
}: {
  children: ReactNode;
  fallback: ReactNode;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    if (!('IntersectionObserver' in window)) {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    // A hash link to a section below must find its final layout: load at once then.
    const onHash = () => setVisible(true);
    window.addEventListener('hashchange', onHash);
    if (location.hash) setVisible(true);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHash);
    };
  }, [margin, visible]);
  if (visible) return <Suspense fallback={fallback}>{children}</Suspense>;
  return <div ref={ref}>{fallback}</div>;
}
