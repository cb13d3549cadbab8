import { useLayoutEffect } from 'react';

/**
 * The page's own `<meta name="description">` (React 19 puts it in <head>). While it is shown, index.html's
 * generic description steps aside, so search engines and link previews read one description: this page's.
 */
export function PageDescription({ content }: { content: string }) {
  useLayoutEffect(() => {
    const head = document.head;
    const generic = [...head.querySelectorAll('meta[name="description"]:not([data-page-description])')];
    const places = generic.map((meta) => ({ meta, next: meta.nextSibling }));
    for (const meta of generic) meta.remove();
    return () => {
      for (const { meta, next } of places) head.insertBefore(meta, next?.parentNode === head ? next : null);
    };
  }, []);
  return <meta name="description" content={content} data-page-description="" />;
}
