/**
 * Where the complaint pages lead. Each address keeps the page's query (the common params dId, tok ...
 * and `lang`), as the native app opened it, and sets only what the next page needs.
 */

/** The complaint form (another feature's page). */
export const COMPLAINT_FORM_PATH = '/complainPageNext';
export const COMPLAINT_ENTRY_PATH = '/complaint';
export const COMPLAINT_LIST_PATH = '/complaintList';
export const COMPLAINT_DETAILS_PATH = '/complainDetails';
/** The chatbot (another feature's page), where the new entry leads. */
export const CHATBOT_PATH = '/intelligentCustomerService';

/** Local storage keys: the chosen order (both entries) and the new entry's chosen type position. */
export const COMPLAINT_ORDER_KEY = 'orderNo';
export const COMPLAINT_SELECTED_INDEX_KEY = 'selectedIndex';

function withParams(path: string, search: string, set: Record<string, string | undefined>): string {
  const query = new URLSearchParams(search);
  for (const [name, value] of Object.entries(set)) {
    if (value === undefined) query.delete(name);
    else query.set(name, value);
  }
  const text = query.toString();
  return `${path}${text ? `?${text}` : ''}`;
}

/** The form, with the type, the sub-type (collection only) and the order (spec 2). */
export function complaintFormHref(
  search: string,
  choice: { problemType: string; problemSonType?: string; orderNo: string },
): string {
  return withParams(COMPLAINT_FORM_PATH, search, {
    problemType: choice.problemType,
    problemSonType: choice.problemSonType,
    orderNo: choice.orderNo,
  });
}

/**
 * The chatbot, with the chosen type's position and the order (spec 3), and the type's value, so a
 * complaint filed from the chatbot carries it to the form.
 */
export function chatbotHref(
  search: string,
  choice: { selectedIndex: number; orderNo: string; problemType?: string },
): string {
  return withParams(CHATBOT_PATH, search, {
    orderNo: choice.orderNo,
    selectedIndex: String(choice.selectedIndex),
    problemType: choice.problemType || undefined,
  });
}

/** One complaint's details. */
export function complaintDetailsHref(search: string, problemId: string): string {
  return withParams(COMPLAINT_DETAILS_PATH, search, { problemId });
}

/** A page of the complaint section without a page's own params (the list, the entry). */
export function complaintPageHref(path: string, search: string): string {
  return withParams(path, search, {
    problemId: undefined,
    problemType: undefined,
    problemSonType: undefined,
  });
}

/**
 * A server image address as the screens take it: a path on the server (`/img/a.jpg`) becomes absolute on
 * `origin` (the API's, else the page's); anything else is left as sent, for the screen to show only when
 * it is http(s).
 */
export function absoluteImageUrl(url: string, origin: string): string {
  const text = url.trim();
  return text.startsWith('/') && !text.startsWith('//') ? `${origin.replace(/\/+$/, '')}${text}` : text;
}

/**
 * A complaint was sent: the choices the entries kept on the phone for it (the order, the new entry's type
 * position) go, so the next complaint starts afresh (spec 4: "on success local storage is cleared").
 */
export function forgetComplaintChoice(storage?: Storage) {
  for (const key of [COMPLAINT_ORDER_KEY, COMPLAINT_SELECTED_INDEX_KEY]) {
    try {
      (storage ?? globalThis.localStorage).removeItem(key);
    } catch {
      // Blocked storage: nothing was kept either.
    }
  }
}
