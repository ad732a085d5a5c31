/**
 * The one script a prerendered public page names (web/scripts/prerender.ts puts it in place of the app's entry).
 * The page is whole without JavaScript, so nothing should compete with its first paint: this waits until the
 * browser has painted the document, then imports the app's entry and the page's own chunks, listed in its data
 * attributes, which hydrate what is already on screen (docs/decisions/021-public-page-performance.md). The portal
 * and admin shell (app.html) shows nothing until the app runs and loads the entry directly.
 */
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');

if (script) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Preload links fetch and compile the page's chunks off the main thread; the router imports them when it
    // renders the page. Importing each here instead costs a main-thread task per module.
    for (const url of (script.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      link.crossOrigin = '';
      document.head.append(link);
    }
    void import(/* @vite-ignore */ script.dataset.entry!);
  };
  // A frame callback runs just before the next paint, and a task queued from it runs just after: the document
  // has been painted. A page opened in a background tab gets no frames; the timer starts it there.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
}
