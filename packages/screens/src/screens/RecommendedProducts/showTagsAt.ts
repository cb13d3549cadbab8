/** How many products at the top of a recommended list show their tags (spec section 8). */
export const TAGGED_PRODUCT_COUNT = 2;

/** Whether the product at `index` in a recommended list shows its tags: only the first two do. */
export function showTagsAt(index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < TAGGED_PRODUCT_COUNT;
}
