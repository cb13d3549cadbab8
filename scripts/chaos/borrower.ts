// The runner's borrower at the glass: a tap as a thumb makes it (scrolled to, once or twice), and the wait for
// a page to settle before the next act.
import type { Page } from 'playwright';
import type { Borrower } from './journeyKit';

/** The ways on the app offers after a failure (English and Indonesian). */
export const RETRY = /^(Try again|Check again|Retry|Retry photo \d+|Coba lagi|Periksa lagi)$/;

/** A borrower who taps with a thumb, twice in a row now and then (`random` says when). */
export function phoneBorrower(page: Page, random: () => number, note: (line: string) => void): Borrower {
  return {
    async tap(target) {
      const twice = random() < 0.3;
      // A borrower scrolls to what they tap: a tap at a point below the fold lands on nothing.
      await target
        .first()
        .scrollIntoViewIfNeeded({ timeout: 1000 })
        .catch(() => undefined);
      const box = await target
        .first()
        .boundingBox()
        .catch(() => null);
      if (!box) {
        await target
          .first()
          .tap({ timeout: 2000 })
          .catch(() => undefined);
        return;
      }
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.touchscreen.tap(x, y);
      if (twice) {
        note('  (taps twice)');
        await page.waitForTimeout(60);
        await page.touchscreen.tap(x, y);
      }
    },
  };
}

/**
 * Waits until nothing is busy (mask, busy button, skeleton), at most the busy bound; a borrower offered
 * Try again / Check again takes it at once.
 */
export async function untilSettled(page: Page, busyLimitMs: number): Promise<void> {
  await page
    .waitForFunction(
      (retry) =>
        (!document.querySelector('[data-loading-mask], button[data-loading], [aria-busy="true"]') &&
          document.readyState === 'complete') ||
        [...document.querySelectorAll('button')].some(
          (b) => new RegExp(retry).test((b.textContent ?? '').trim()) && b.getBoundingClientRect().height > 0,
        ),
      RETRY.source,
      { timeout: busyLimitMs, polling: 100 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(60);
}
