import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { keepsScrollPosition } from '../scroll-policy';

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!keepsScrollPosition(pathname)) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
