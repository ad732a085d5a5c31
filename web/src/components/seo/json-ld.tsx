import { createContext, type ReactNode, useContext, useEffect } from 'react';

/** The attribute that marks structured data a page added, so it can be found and removed again. */
export const JSON_LD_ATTRIBUTE = 'data-page-json-ld';

/** Collects structured data while a page is rendered at build time, for the prerenderer to put in <head>. */
export type JsonLdCollector = Map<string, string>;

const CollectorContext = createContext<JsonLdCollector | null>(null);

export function JsonLdCollectorProvider({ collector, children }: { collector: JsonLdCollector; children: ReactNode }) {
  return <CollectorContext.Provider value={collector}>{children}</CollectorContext.Provider>;
}

/** `<` is escaped so no string in the data can close the script element. */
export const serializeJsonLd = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

/** The script element the prerenderer writes into <head>, the same one the browser manages. */
export const jsonLdScriptTag = (id: string, json: string) =>
  `<script type="application/ld+json" ${JSON_LD_ATTRIBUTE}="${id}">${json}</script>`;

/**
 * Puts one JSON-LD block in <head> while the calling page is shown and removes it when the page is left
 * (spec §2: structured data is "placed in the page head and removed on leaving the page"). At build time the
 * prerenderer collects it into the HTML; in the browser the page adopts that element instead of adding another.
 */
export function useJsonLd(id: string, data: object): void {
  const json = serializeJsonLd(data);
  const collector = useContext(CollectorContext);
  if (collector) collector.set(id, json);

  useEffect(() => {
    const existing = document.head.querySelector<HTMLScriptElement>(`script[${JSON_LD_ATTRIBUTE}="${id}"]`);
    const script = existing ?? document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(JSON_LD_ATTRIBUTE, id);
    script.textContent = json;
    if (!existing) document.head.appendChild(script);
    mounted.add(id);
    return () => {
      mounted.delete(id);
      script.remove();
    };
  }, [id, json]);
}

/** Ids of the JSON-LD blocks that mounted pages currently own. */
const mounted = new Set<string>();

/** Removes JSON-LD blocks that no mounted page owns (a prerendered page left before it hydrated). */
export function removeOrphanJsonLd(): void {
  for (const script of document.head.querySelectorAll<HTMLScriptElement>(`script[${JSON_LD_ATTRIBUTE}]`)) {
    if (!mounted.has(script.getAttribute(JSON_LD_ATTRIBUTE)!)) script.remove();
  }
}
