/** The parts of a click that decide where a link opens. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * Whether a link click may be handled in the page: a plain primary click. A modified or middle click
 * (new tab, new window, download) is left to the browser.
 */
export function followsInPage(click: LinkClick): boolean {
  return (
    !click.defaultPrevented &&
    click.button === 0 &&
    !click.metaKey &&
    !click.ctrlKey &&
    !click.shiftKey &&
    !click.altKey
  );
}
