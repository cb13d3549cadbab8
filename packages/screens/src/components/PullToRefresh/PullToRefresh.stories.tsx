import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { useFormat, useLocale } from '../../i18n/LocaleProvider';
import { color, font, radius, space } from '../../theme/tokens';
import { PullToRefresh } from './PullToRefresh';

const Card = styled.li`
  display: grid;
  gap: ${space.xxs};
  padding: ${space.md} ${space.lg};
  background: ${color.surface};
  border-radius: ${radius.lg};
`;
const Name = styled.span`
  font-weight: ${font.weight.bold};
`;
const Amount = styled.span`
  font-size: ${font.size.lg};
  font-weight: ${font.weight.bold};
`;
const Muted = styled.span`
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
`;
const List = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: ${space.lg};
  list-style: none;
`;

// Dates as the server sends them (YYYY-MM-DD), shown with the app's date formatter.
const loans = {
  en: [
    { name: 'Rupee Flex', amount: 8000, status: 'Due on', date: '2025-08-12' },
    { name: 'Salary Advance', amount: 15000, status: 'Due on', date: '2025-08-28' },
    { name: 'Quick Cash', amount: 3500, status: 'Repaid on', date: '2025-07-02' },
  ],
  id: [
    { name: 'Dana Kilat', amount: 1500000, status: 'Jatuh tempo', date: '2025-08-12' },
    { name: 'Pinjaman Gajian', amount: 3000000, status: 'Jatuh tempo', date: '2025-08-28' },
    { name: 'Tunai Cepat', amount: 750000, status: 'Lunas', date: '2025-07-02' },
  ],
};

/** A "my loans" list: the kind of page a borrower pulls to see a new status. */
function LoanList({ repeat = 1 }: { repeat?: number }) {
  const { locale } = useLocale();
  const { money, date } = useFormat();
  const items = Array.from({ length: repeat }, (_, round) =>
    loans[locale].map((loan) => ({ ...loan, key: `${round}-${loan.name}` })),
  ).flat();
  return (
    <List>
      {items.map((loan) => (
        <Card key={loan.key}>
          <Name>{loan.name}</Name>
          <Amount>{money(loan.amount)}</Amount>
          <Muted>
            {loan.status} {date(loan.date)}
          </Muted>
        </Card>
      ))}
    </List>
  );
}

const meta = {
  title: 'Kit/PullToRefresh',
  component: PullToRefresh,
  args: { onRefresh: fn(), children: <LoanList /> },
} satisfies Meta<typeof PullToRefresh>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Synthetic one-finger touch events, as a phone sends them. */
function touch(target: Element, type: 'touchstart' | 'touchmove' | 'touchend', y: number) {
  const point = new Touch({ identifier: 1, target, clientX: 180, clientY: y });
  const active = type === 'touchend' ? [] : [point];
  target.dispatchEvent(
    new TouchEvent(type, {
      bubbles: true,
      cancelable: true,
      touches: active,
      targetTouches: active,
      changedTouches: [point],
    }),
  );
}

function dragDown(target: Element, to: number) {
  touch(target, 'touchstart', 100);
  for (let y = 110; y <= to; y += 10) touch(target, 'touchmove', y);
}

function firstLoan(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const name = (globals.locale === 'id' ? loans.id : loans.en)[0]!.name;
  // Long pages repeat the list: the first card is the one under the finger.
  return within(canvasElement).getAllByText(name)[0] as HTMLElement;
}

export const Idle: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
    // The server's 2025-08-12 in the borrower's language.
    const due = globals.locale === 'id' ? 'Jatuh tempo 12 Agu 2025' : 'Due on 12 Aug 2025';
    await expect(within(canvasElement).getByText(due)).toBeVisible();
  },
};

/** Finger down a little: not far enough yet. */
export const PullingDown: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    dragDown(firstLoan(canvasElement, globals), 160);
    await waitFor(() => expect(within(canvasElement).getByText(t('pullToRefresh.pull'))).toBeVisible());
  },
};

/** Finger far enough down: letting go refreshes. */
export const ReadyToRelease: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    dragDown(firstLoan(canvasElement, globals), 260);
    await waitFor(() => expect(within(canvasElement).getByText(t('pullToRefresh.release'))).toBeVisible());
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

/** Controlled: the page says a refresh is running. */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('pullToRefresh.refreshing'));
  },
};

export const RefreshByTouch: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const status = within(canvasElement).getByRole('status');
    const target = firstLoan(canvasElement, globals);
    dragDown(target, 260);
    touch(target, 'touchend', 260);
    await waitFor(() => expect(args.onRefresh).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(status).toHaveTextContent(t('pullToRefresh.refreshing')));
    // No Promise from onRefresh: the spec's auto-finish after 1 s.
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 3000 });
  },
};

export const RefreshByMouse: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const target = firstLoan(canvasElement, globals);
    const mouse = (type: string, y: number) =>
      target.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          cancelable: true,
          pointerId: 1,
          pointerType: 'mouse',
          button: 0,
          buttons: type === 'pointerup' ? 0 : 1,
          clientX: 180,
          clientY: y,
        }),
      );
    mouse('pointerdown', 100);
    for (let y = 110; y <= 260; y += 10) mouse('pointermove', y);
    mouse('pointerup', 260);
    await waitFor(() => expect(args.onRefresh).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('pullToRefresh.refreshing')),
    );
  },
};

/** Waits for the page's own Promise: the indicator stays until the new data is in. */
export const WaitsForPromise: Story = {
  args: { onRefresh: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 1800))) },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const status = within(canvasElement).getByRole('status');
    const target = firstLoan(canvasElement, globals);
    dragDown(target, 260);
    touch(target, 'touchend', 260);
    await waitFor(() => expect(args.onRefresh).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(status).toHaveTextContent(t('pullToRefresh.refreshing'));
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 3000 });
  },
};

/** Scrolled down a long page, pulling down just scrolls back up: no refresh. */
export const ScrolledDownScrollsNormally: Story = {
  args: { children: <LoanList repeat={5} /> },
  play: async ({ canvasElement, globals, args }) => {
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) return;
    view.scrollTo(0, 300);
    await waitFor(() => expect(view.scrollY).toBeGreaterThan(0));
    dragDown(firstLoan(canvasElement, globals), 260);
    touch(firstLoan(canvasElement, globals), 'touchend', 260);
    await expect(args.onRefresh).not.toHaveBeenCalled();
    view.scrollTo(0, 0);
  },
};
