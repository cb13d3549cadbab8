/**
 * Which module a recommended-product tap is recorded and applied under (`pageEvent/save` moduleId,
 * `product/apply` module_id). The spec says "301 precise scenes, 302 lucky-bag scenes, 300 otherwise" but
 * does not list the scenes; the tables below are our decision (a product question: change them here).
 */
export const MODULE_ID = {
  /** Products matched to the borrower ("precise" recommendation). */
  precise: 301,
  /** The "lucky bag" promotion. */
  luckyBag: 302,
  /** Any other scene, including none. */
  other: 300,
} as const;

/** `scene` values (the `/relevant?scene=` query) that are precise recommendations. */
export const PRECISE_SCENES: readonly string[] = ['1', '2'];
/** `scene` values that are lucky-bag scenes. */
export const LUCKY_BAG_SCENES: readonly string[] = ['3'];

/** The scene the list is shown for: the page's `scene` query, `'0'` when absent or blank. */
export function sceneOf(query: string | null | undefined): string {
  const scene = query?.trim();
  return scene ? scene : '0';
}

/** The module id of a scene: 301 precise, 302 lucky bag, 300 otherwise. */
export function moduleIdForScene(scene: string | number | null | undefined): number {
  const key = String(scene ?? '').trim();
  if (PRECISE_SCENES.includes(key)) return MODULE_ID.precise;
  if (LUCKY_BAG_SCENES.includes(key)) return MODULE_ID.luckyBag;
  return MODULE_ID.other;
}
