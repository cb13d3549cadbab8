import { useLocation } from 'react-router-dom';

/** Stands in for a page another feature builds (the form, the chatbot), showing where a page led. */
export function PageProbe() {
  const { pathname, search } = useLocation();
  return <p data-page-probe="">{`${pathname}${search}`}</p>;
}

/** The address the probe shows, read back as a URL. */
export function probedUrl(canvasElement: HTMLElement): URL | null {
  const text = canvasElement.querySelector('[data-page-probe]')?.textContent;
  return text ? new URL(text, 'https://h5.test') : null;
}
