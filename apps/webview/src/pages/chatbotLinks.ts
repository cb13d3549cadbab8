/** Where the chatbot's links lead (pure, so they are tested without a page). */

/**
 * The complaint form (spec 4) from the chatbot: the order, the page's common params and the complaint's
 * type. The type is the one chosen on the new entry (`problemType`, carried to the chatbot); else the
 * entry's position (`selectedIndex`) goes as the spec's `problemIndex`; with neither the form asks for it.
 * The chatbot's own `selectedIndex` stays behind.
 */
export function complaintFormAddress(search: string, orderNo: string): string {
  const query = new URLSearchParams(search);
  const selectedIndex = query.get('selectedIndex');
  query.delete('selectedIndex');
  query.delete('problemIndex');
  query.delete('problemSonType');
  if (!query.get('problemType')) {
    query.delete('problemType');
    if (selectedIndex && /^\d+$/.test(selectedIndex)) query.set('problemIndex', selectedIndex);
  }
  if (orderNo) query.set('orderNo', orderNo);
  else query.delete('orderNo');
  return `/complainPageNext?${query.toString()}`;
}

/** Customer service (spec 8) with the page's query (common params, language). */
export function customerServiceAddress(search: string): string {
  const query = new URLSearchParams(search);
  query.delete('selectedIndex');
  query.delete('problemType');
  const rest = query.toString();
  return rest ? `/customerService?${rest}` : '/customerService';
}
