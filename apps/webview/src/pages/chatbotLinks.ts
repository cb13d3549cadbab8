/** Where the chatbot's links lead (pure, so they are tested without a page). */

/** The complaint form (spec 4): the order and the page's common params; the chatbot's own selectedIndex stays behind. */
export function complaintFormAddress(search: string, orderNo: string): string {
  const query = new URLSearchParams(search);
  query.delete('selectedIndex');
  if (orderNo) query.set('orderNo', orderNo);
  else query.delete('orderNo');
  return `/complainPageNext?${query.toString()}`;
}

/** Customer service (spec 8) with the page's query (common params, language). */
export function customerServiceAddress(search: string): string {
  const query = new URLSearchParams(search);
  query.delete('selectedIndex');
  const rest = query.toString();
  return rest ? `/customerService?${rest}` : '/customerService';
}
