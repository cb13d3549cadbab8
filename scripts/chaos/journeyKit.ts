// What the chaos journeys share: the borrower's inputs, the journey's shape, and the page helpers the steps
// are written with (journeys.ts lists the journeys: moneyJourneys.ts, submitJourneys.ts).
import type { Locator, Page } from 'playwright';
import type { JourneyRules, MockRecord, Violation } from './checks';

export const SMS_CODE = '123456';
export const CAPTCHA = 'K7PX';
export const COMPLAINT_TEXT = 'I was charged twice for one instalment';

export interface Borrower {
  /** Taps like a borrower: once, or twice in a row when the schedule says they grew impatient. */
  tap(target: Locator): Promise<void>;
}

export interface JourneyStep {
  name: string;
  done(page: Page): Promise<boolean>;
  ready(page: Page): Promise<boolean>;
  act(page: Page, borrower: Borrower): Promise<void>;
}

export interface ChaosJourney {
  name: string;
  /** The first page, without `mock` (the runner adds the scenario). */
  start: string;
  /** Scenario items of the store's state (the runner adds `chaos:` and `timeScale:`). */
  state: string;
  /** After the scenario: a hash route (`#/`). */
  hash?: string;
  steps: JourneyStep[];
  /** The journey's end as the borrower sees it. */
  end(page: Page): Promise<boolean>;
  rules: JourneyRules;
  /** Claims the watcher looks for: name → regular expression source. */
  claims: Record<string, string>;
  /** Checks of its own once the journey is over (a payment code shown matches the record, a draft kept). */
  after?(page: Page, record: MockRecord, log: (line: string) => void): Promise<Violation[]>;
}

/** Visible now (no waiting): a borrower looks, they do not wait for Playwright's auto-wait. */
export const shows = async (locator: Locator) =>
  locator
    .first()
    .isVisible()
    .catch(() => false);
export const enabled = async (locator: Locator) =>
  (await shows(locator)) &&
  (await locator
    .first()
    .isEnabled()
    .catch(() => false));
export const path = (page: Page) => new URL(page.url()).pathname;

export const byRole = (page: Page, role: Parameters<Page['getByRole']>[0], name: string | RegExp) =>
  page.getByRole(role, { name, exact: typeof name === 'string' ? true : undefined });

/** The code a payment page shows matches one the backend generated; one code per amount of one order. */
export async function codeMatchesRecord(page: Page, record: MockRecord): Promise<Violation[]> {
  const out: Violation[] = [];
  const codes = record.effects.filter((e) => e.kind === 'payment-code');
  const byBill = new Map<string, Set<string>>();
  for (const c of codes) {
    const bill = `${c.subject} ${c.detail.amount}`;
    byBill.set(bill, (byBill.get(bill) ?? new Set()).add(c.detail.code ?? ''));
  }
  for (const [bill, set] of byBill)
    if (set.size > 1)
      out.push({ invariant: 'one effect per intent', message: `${set.size} different codes for ${bill}` });
  const region = page.getByRole('region', { name: 'Payment code' });
  if (await shows(region)) {
    const shown = (
      (await region
        .locator('[data-code]')
        .first()
        .textContent()
        .catch(() => '')) ?? ''
    ).replace(/\s/g, '');
    if (shown && !codes.some((c) => (c.detail.code ?? '') === shown))
      out.push({
        invariant: 'screen matches the record',
        message: `the page shows code ${shown}, not in the record`,
      });
  }
  return out;
}

export { png } from '../../apps/webview/e2e/phonePhoto';

export const photos = (page: Page) => page.getByRole('img', { name: /^Photo \d$/ });

/** A rating pop-up's two steps: choose the stars, then its send button (kept enabled until it answers). */
export function ratingSteps(dialog: string, stars: number, send: string): JourneyStep[] {
  const popup = (page: Page) => page.getByRole('dialog', { name: dialog });
  const star = (page: Page) => popup(page).getByRole('radio', { name: `${stars} out of 5` });
  const button = (page: Page) => popup(page).getByRole('button', { name: send });
  return [
    {
      name: `${stars} stars`,
      done: (page) =>
        star(page)
          .isChecked({ timeout: 500 })
          .catch(() => false),
      ready: (page) => shows(popup(page)),
      act: (page) => star(page).check({ timeout: 2000 }),
    },
    {
      name: send.toLowerCase(),
      done: async () => false,
      ready: (page) => enabled(button(page)),
      act: (page, b) => b.tap(button(page)),
    },
  ];
}
