import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { largeText, linesOf, pastRightEdge } from '../../test-support/largeText';
import { storyText } from '../../test-support/storyText';
import { useFormat, useLocale, useText } from '../../i18n/LocaleProvider';
import { color, font, radius, space } from '../../theme/tokens';
import { Button } from '../Button';
import { LoadingOverlay } from '../LoadingOverlay';
import { NavBar } from '../NavBar';
import { BottomBar } from './BottomBar';
import { Page } from './Page';
import { inOwnFrame } from '../../test-support/docsFrame';

const meta = {
  title: 'Kit/Page',
  component: Page,
  parameters: { docs: { story: inOwnFrame } },
  args: {},
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const onBack = fn();
const onRepay = fn();
const onExtend = fn();

const Card = styled.section`
  background: ${color.surface};
  border-radius: ${radius.lg};
  padding: ${space.lg};
  display: grid;
  gap: ${space.sm};

  h2 {
    font-size: ${font.size.md};
    font-weight: ${font.weight.bold};
  }
  p {
    color: ${color['text-muted']};
    font-size: ${font.size.sm};
  }
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space.md};
  padding: ${space.sm} 0;
  border-top: 1px solid ${color.border};
  font-size: ${font.size.sm};

  span:first-child {
    color: ${color['text-muted']};
  }
  span:last-child {
    font-weight: ${font.weight.bold};
    text-align: right;
  }
`;

const Total = styled.div`
  display: grid;
  line-height: ${font.lineHeight.tight};

  span {
    font-size: ${font.size.xs};
    color: ${color['text-muted']};
  }
  strong {
    font-size: ${font.size.lg};
  }
`;

const copy = {
  en: {
    instalment: (n: number, of: number) => `Instalment ${n} of ${of}`,
    total: 'Total to repay',
    about:
      'We help salaried borrowers across India get small personal loans quickly, with clear fees and no hidden charges.',
    contact: 'Our support team replies within 3 working days.',
    describe: 'Describe the problem',
  },
  id: {
    instalment: (n: number, of: number) => `Cicilan ${n} dari ${of}`,
    total: 'Total pembayaran',
    about:
      'Kami membantu karyawan di seluruh Indonesia mendapatkan pinjaman pribadi dengan cepat, dengan biaya jelas tanpa biaya tersembunyi.',
    contact: 'Tim layanan kami membalas dalam 3 hari kerja.',
    describe: 'Jelaskan masalah Anda',
  },
} as const;

function useCopy() {
  return copy[useLocale().locale];
}

/** One instalment per fortnight: enough rows to scroll well past one screen. */
function RepaymentPlan({ count }: { count: number }) {
  const t = useText();
  const { money } = useFormat();
  const c = useCopy();
  const { market } = useLocale();
  const base = market === 'IN' ? 2150 : 850000;
  return (
    <>
      {Array.from({ length: count }, (_, i) => {
        const due = new Date(2025, 6, 15 + i * 14);
        return (
          <Card key={i} data-instalment={i + 1}>
            <h2>{c.instalment(i + 1, count)}</h2>
            <Row>
              <span>{t('label.repaymentDate')}</span>
              <span>{`${due.getFullYear()}-${String(due.getMonth() + 1).padStart(2, '0')}-${String(due.getDate()).padStart(2, '0')}`}</span>
            </Row>
            <Row>
              <span>{t('label.amount')}</span>
              <span>{money(base + i * (market === 'IN' ? 15 : 5000))}</span>
            </Row>
          </Card>
        );
      })}
    </>
  );
}

function RepayBar() {
  const t = useText();
  const { money } = useFormat();
  const { market } = useLocale();
  const c = useCopy();
  return (
    <BottomBar
      summary={
        <Total>
          <span>{c.total}</span>
          <strong>{money(market === 'IN' ? 26790 : 10530000)}</strong>
        </Total>
      }
    >
      <Button onClick={onRepay}>{t('label.repay')}</Button>
    </BottomBar>
  );
}

function LongPlanPage() {
  const t = useText();
  return (
    <Page navBar={<NavBar title={t('label.repaymentPlan')} onBack={onBack} />} bottomBar={<RepayBar />}>
      <RepaymentPlan count={12} />
    </Page>
  );
}

export const LongContentWithBottomBar: Story = {
  render: () => <LongPlanPage />,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const win = canvasElement.ownerDocument.defaultView!;
    const repay = canvas.getByRole('button', { name: t('label.repay') });
    // Scrolled to the end: the bar is still on screen and the last card ends above it, not under it.
    win.scrollTo(0, canvasElement.ownerDocument.documentElement.scrollHeight);
    await waitFor(() => expect(win.scrollY).toBeGreaterThan(0));
    const bar = repay.closest('main ~ *') as HTMLElement;
    const last = canvasElement.querySelector('[data-instalment="12"]') as HTMLElement;
    await expect(bar.getBoundingClientRect().bottom).toBeLessThanOrEqual(win.innerHeight + 0.5);
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top);
    await userEvent.click(repay);
    await expect(onRepay).toHaveBeenCalled();
    win.scrollTo(0, 0);
  },
};

/** A call is running (Submit, Confirm): the mask locks scrolling, and the bar must stay on screen under it. */
export const LongContentUnderLoadingMask: Story = {
  render: () => (
    <>
      <LongPlanPage />
      <LoadingOverlay visible />
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const doc = canvasElement.ownerDocument;
    const win = doc.defaultView!;
    await waitFor(() => expect(doc.documentElement.style.overflow).toBe('hidden'));
    const repay = within(canvasElement).getByRole('button', { name: t('label.repay') });
    const bar = repay.closest('main ~ *') as HTMLElement;
    // The bar is at the bottom of the screen, not at the end of the 12-period plan.
    await expect(doc.documentElement.scrollHeight).toBeGreaterThan(win.innerHeight);
    await expect(bar.getBoundingClientRect().bottom).toBeLessThanOrEqual(win.innerHeight + 0.5);
    await expect(bar.getBoundingClientRect().bottom).toBeGreaterThan(win.innerHeight - 1);
  },
};

function AboutPage() {
  const t = useText();
  const c = useCopy();
  return (
    <Page navBar={<NavBar title={t('label.aboutUs')} onBack={onBack} />}>
      <Card>
        <h2>{t('label.aboutUs')}</h2>
        <p>{c.about}</p>
      </Card>
      <Card>
        <h2>{t('label.customerService')}</h2>
        <p>{c.contact}</p>
      </Card>
    </Page>
  );
}

export const WithoutBottomBar: Story = {
  render: () => <AboutPage />,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const main = within(canvasElement).getByRole('main');
    await expect(within(main).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(t('label.aboutUs'));
    // The frame fills the screen even when the content is short.
    const frame = main.parentElement!;
    await expect(frame.getBoundingClientRect().height).toBeGreaterThanOrEqual(
      canvasElement.ownerDocument.defaultView!.innerHeight - 1,
    );
  },
};

function TwoActionsPage() {
  const t = useText();
  return (
    <Page
      navBar={<NavBar title={t('label.repaymentPlan')} onBack={onBack} variant="brand" />}
      bottomBar={
        <BottomBar>
          <Button variant="secondary" onClick={onExtend}>
            {t('label.extension')}
          </Button>
          <Button onClick={onRepay}>{t('label.repay')}</Button>
        </BottomBar>
      }
    >
      <RepaymentPlan count={2} />
    </Page>
  );
}

/** Two buttons share the bar equally; with short content the bar still sits at the bottom of the screen. */
export const BottomBarWithTwoButtons: Story = {
  render: () => <TwoActionsPage />,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const extend = canvas.getByRole('button', { name: t('label.extension') });
    const repay = canvas.getByRole('button', { name: t('label.repay') });
    await expect(Math.abs(extend.offsetWidth - repay.offsetWidth)).toBeLessThanOrEqual(1);
    const win = canvasElement.ownerDocument.defaultView!;
    await expect(repay.getBoundingClientRect().bottom).toBeGreaterThan(win.innerHeight - 80);
  },
};

/** The smallest phones we support: nothing may scroll sideways at 320 px. */
export const SmallPhone320: Story = {
  globals: { viewport: { value: 'phone320', isRotated: false } },
  decorators: [
    (Story) => (
      <div data-testid="phone-320" style={{ width: 320, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
  render: () => <LongPlanPage />,
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone-320');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(320);
    for (const el of phone.querySelectorAll<HTMLElement>('main *, button')) {
      await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(
        phone.getBoundingClientRect().right + 0.5,
      );
    }
  },
};

/**
 * Large text on a small phone (146%: 246 CSS px): two buttons whose labels no longer fit side by side each
 * take a line of their own, inside the screen.
 */
export const BottomBarButtonsAtLargeText: Story = {
  decorators: [largeText(1.46)],
  render: () => <TwoActionsPage />,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) {
      await expect(pastRightEdge(button, canvasElement)).toBe(0);
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    }
    const extend = canvas.getByRole('button', { name: t('label.extension') });
    const repay = canvas.getByRole('button', { name: t('label.repay') });
    await expect(repay.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      extend.getBoundingClientRect().bottom,
    );
  },
};

/** The same text size with a total beside the button: the button goes under the total, which stays whole. */
export const BottomBarTotalAtLargeText: Story = {
  decorators: [largeText(1.46)],
  render: () => <LongPlanPage />,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const total = canvasElement.querySelector('strong')!;
    await expect(linesOf(total)).toBe(1);
    await expect(pastRightEdge(total, canvasElement)).toBe(0);
    const repay = within(canvasElement).getByRole('button', { name: t('label.repay') });
    await expect(pastRightEdge(repay, canvasElement)).toBe(0);
    await expect(repay.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      total.getBoundingClientRect().bottom,
    );
  },
};

const Filler = styled(Card)`
  min-height: 100vh;
`;

const Field = styled.textarea`
  box-sizing: border-box;
  width: 100%;
  height: 160px;
  padding: ${space.sm} ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  font: inherit;
  font-size: 16px;
  resize: none;
`;

const onSend = fn();

/** A form page: with `fieldFirst`, the field at the top and a long page below it; else the field below the fold. */
function FormPage({ fieldFirst = false }: { fieldFirst?: boolean }) {
  const t = useText();
  const c = useCopy();
  const field = (
    <Card>
      <Field aria-label={c.describe} defaultValue={c.contact} />
    </Card>
  );
  const filler = (
    <Filler>
      <p>{c.about}</p>
    </Filler>
  );
  return (
    <Page
      navBar={<NavBar title={c.describe} onBack={onBack} />}
      bottomBar={
        <BottomBar>
          <Button onClick={onSend}>{t('common.send')}</Button>
        </BottomBar>
      }
    >
      {fieldFirst ? field : filler}
      {fieldFirst ? filler : field}
      {fieldFirst && filler}
    </Page>
  );
}

/**
 * What the browser scrolls into view lands above the bar, not under it: a field reached by Tab, a find-in-page
 * match, and the caret as a borrower types with the keyboard open (the journey "complaint form with the
 * keyboard open" types into the real form at 360 × 330). The page's scroll padding is the bar's height.
 */
export const FieldRevealedAboveTheBar: Story = {
  render: () => <FormPage />,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const win = canvasElement.ownerDocument.defaultView!;
    const field = canvas.getByRole('textbox');
    const bar = canvas.getByRole('button', { name: t('common.send') }).closest('main ~ *') as HTMLElement;
    win.scrollTo(0, 0);
    await expect(field.getBoundingClientRect().top).toBeGreaterThan(win.innerHeight); // below the fold
    // As the browser reveals it (once the page has drawn its bar: a borrower's tap comes frames later).
    await waitFor(() => {
      field.scrollIntoView({ block: 'nearest' });
      expect(field.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top);
    });
    await expect(win.scrollY).toBeGreaterThan(0);
    await expect(bar.getBoundingClientRect().bottom).toBeLessThanOrEqual(win.innerHeight + 0.5);
    win.scrollTo(0, 0);
  },
};

/**
 * Above the screen, the same: a field brought back from above (Shift+Tab, the caret moved up, a tap on what
 * shows of it) lands below the title bar, not under it. Focusing a bar's own button (back; Send) leaves the
 * page where it is: the bars are always on screen.
 */
export const FieldRevealedBelowTheTitleBar: Story = {
  render: () => <FormPage fieldFirst />,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const win = canvasElement.ownerDocument.defaultView!;
    const field = canvas.getByRole('textbox');
    const bar = canvas.getByRole('banner');
    const back = within(bar).getByRole('button', { name: t('common.back') });
    win.scrollTo(0, win.document.documentElement.scrollHeight);
    await expect(field.getBoundingClientRect().bottom).toBeLessThan(0); // above the screen
    await waitFor(() => {
      field.scrollIntoView({ block: 'nearest' });
      expect(field.getBoundingClientRect().top).toBeGreaterThanOrEqual(bar.getBoundingClientRect().bottom);
    });
    await expect(bar.getBoundingClientRect().top).toBe(0);
    await expect(win.scrollY).toBeGreaterThan(0);
    // Half way down the page, focusing either bar's button leaves the page where it is.
    win.scrollTo(0, 300);
    back.focus();
    await expect(back).toHaveFocus();
    await expect(win.scrollY).toBe(300);
    const send = canvas.getByRole('button', { name: t('common.send') });
    send.focus();
    await expect(send).toHaveFocus();
    await expect(win.scrollY).toBe(300);
    // Focus back in the field from the end of the page: revealed below the title bar.
    win.scrollTo(0, win.document.documentElement.scrollHeight);
    field.focus();
    await expect(field.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      bar.getBoundingClientRect().bottom,
    );
    field.blur();
    win.scrollTo(0, 0);
  },
};
