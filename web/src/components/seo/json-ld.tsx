import { useEffect } from 'react';

/** The attribute that marks structured data a page added, so it can be found and removed again. */
export const JSON_LD_ATTRIBUTE = 'data-page-json-ld';

/**
 * Puts one JSON-LD block in <head> while the calling page is shown and removes it when the page is left
 * (spec §2: structured data is "placed in the page head and removed on leaving the page").
 */
export function useJsonLd(id: string, data: object): void {
  const json = JSON.stringify(data);
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(JSON_LD_ATTRIBUTE, id);
    // `<` is escaped so no string in the data can close the script element.
    script.textContent = json.replace(/</g, '\\u003c');
    document.head.appendChild(script);
    return () => script.remove();
  }, [id, json]);
}
