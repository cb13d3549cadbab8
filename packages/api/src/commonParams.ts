/** Query params the native app puts on every page, sent back on every call. */
export const COMMON_PARAMS = ['dId', 'aMar', 'aVer', 'tok', 'aTp', 'dNa', 'oVer', 'gid', 'pf'] as const;
/** Params some calls take from the page when the caller does not give them. */
export const PAGE_IDS = ['orderNo', 'orderId', 'problemId', 'productId'] as const;
/** Extra headers, each read from the same-named page param (empty when absent). */
export const JSON_HEADERS = ['spits', 'beech'] as const;
export const FORM_HEADERS = ['swift', 'eyes'] as const;

export type CommonParam = (typeof COMMON_PARAMS)[number];
export type PageId = (typeof PAGE_IDS)[number];

/** What the client keeps of the page URL: read once at start-up, before the app hides the token. */
export interface PageContext {
  common: Partial<Record<CommonParam, string>>;
  ids: Partial<Record<PageId, string>>;
  headers: Record<(typeof JSON_HEADERS)[number] | (typeof FORM_HEADERS)[number], string>;
}

export function readPageContext(search: string): PageContext {
  const query = new URLSearchParams(search);
  const pick = <K extends string>(names: readonly K[]) => {
    const out: Partial<Record<K, string>> = {};
    for (const name of names) {
      const value = query.get(name);
      if (value !== null && value !== '') out[name] = value;
    }
    return out;
  };
  const header = (name: string) => query.get(name) ?? '';
  return {
    common: pick(COMMON_PARAMS),
    ids: pick(PAGE_IDS),
    headers: { spits: header('spits'), beech: header('beech'), swift: header('swift'), eyes: header('eyes') },
  };
}

/** Params the visible URL should lose after start-up (session and device identity). */
export const PRIVATE_PARAMS = [...COMMON_PARAMS, ...JSON_HEADERS, ...FORM_HEADERS] as const;
