/** Query params that must survive in-app navigation, so a reload shows the same language. */
export const KEPT_PARAMS = ['lang'] as const;

/**
 * A destination with the current page's kept params added where the destination does not set them:
 * `keepParams('/loanDetails?orderId=7', '?lang=1')` → `/loanDetails?orderId=7&lang=1`.
 */
export function keepParams(to: string, currentSearch: string, kept: readonly string[] = KEPT_PARAMS): string {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const query = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt) : '');
  const current = new URLSearchParams(currentSearch);
  for (const name of kept) {
    const value = current.get(name);
    if (value !== null && !query.has(name)) query.set(name, value);
  }
  const search = query.toString();
  return `${path}${search ? `?${search}` : ''}${hash}`;
}
