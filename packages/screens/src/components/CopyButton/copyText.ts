/**
 * Puts `text` on the clipboard; true when it got there. The Clipboard API first (secure pages, newer
 * webviews); where it is missing or refused (old Android webviews, no permission) the old way: a hidden
 * text area selected and `execCommand('copy')`, which old webviews still honour after a tap.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  const win = doc.defaultView;
  const clipboard = win?.navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): try the old way below.
    }
  }
  return copyBySelection(text, doc);
}

/** The fallback: select the text in an off-screen text area and ask the browser to copy the selection. */
export function copyBySelection(text: string, doc: Document = document): boolean {
  if (!doc.body || typeof doc.execCommand !== 'function') return false;
  const area = doc.createElement('textarea');
  area.value = text;
  // Read-only keeps the keyboard down; 16 px stops iOS zooming; fixed and transparent so nothing moves.
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;font-size:16px;';
  const focused = doc.activeElement;
  doc.body.appendChild(area);
  let copied = false;
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    // Deprecated but the only way on the old webviews this serves; it returns false when refused.
    copied = doc.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    area.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
  return copied;
}

/** Selects the text of `element` on screen, so the borrower can copy it with a long press. */
export function selectTextOf(element: HTMLElement | null | undefined): void {
  const selection = element?.ownerDocument.defaultView?.getSelection();
  if (!element || !selection) return;
  selection.removeAllRanges();
  selection.selectAllChildren(element);
}
