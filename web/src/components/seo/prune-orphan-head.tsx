import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { removeOrphanJsonLd } from './json-ld';
import { PAGE_HEAD_ATTRIBUTE } from './page-head';

/**
 * A visitor can leave a prerendered page before its code has hydrated it. React never adopted that page's head
 * tags (title, description, canonical, social tags) or its JSON-LD, so nothing would remove them, and the next
 * page's tags would sit beside them. After every client-side navigation this removes what no mounted page owns.
 * A page that did hydrate removed its own tags when it unmounted; removing them again does nothing.
 */
export function PruneOrphanHead() {
  const { pathname } = useLocation();
  // The head tags the prerenderer wrote, taken on the first render, before React has added or adopted any.
  const [prerendered] = useState(() =>
    typeof document === 'undefined' ? [] : Array.from(document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)),
  );
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    removeOrphanJsonLd();
    for (const element of prerendered.splice(0)) element.remove();
  }, [pathname, prerendered]);
  return null;
}
