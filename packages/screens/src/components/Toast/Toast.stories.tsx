import { useEffect, useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { StoryAmountCard as Card, StoryPage as Behind } from '../../test-support/storyBackdrop';
import { storyText } from '../../test-support/storyText';
import { useFormat, useLocale, useText } from '../../i18n/LocaleProvider';
import { Button } from '../Button';
import { ToastHost, useToast } from './Toast';
import { TOAST_SHORT_MS, createToastStore, showToast, toastStore, type ToastStore } from './toastQueue';

const meta = {
  title: 'Kit/Toast',
  component: ToastHost,
} satisfies Meta<typeof ToastHost>;
export default meta;
type Story = StoryObj<typeof meta>;

const copy = {
  en: {
    long: 'Your payment of Rs. 2,150 could not be completed because the bank did not respond in time. If money was taken from your account it will be returned within 5 to 7 working days. Reference: UTR-2025071512345678901',
    queue: ['Network error, please try again', 'Code sent to 98765 43210', 'Payment received, thank you'],
  },
  id: {
    long: 'Pembayaran Rp 850.000 tidak dapat diselesaikan karena bank tidak merespons tepat waktu. Jika dana sudah terpotong dari rekening Anda, dana akan dikembalikan dalam 5 sampai 7 hari kerja. Referensi: VA-8808123456789012345',
    queue: [
      'Jaringan bermasalah, silakan coba lagi',
      'Kode dikirim ke 0812 3456 7890',
      'Pembayaran diterima, terima kasih',
    ],
  },
} as const;

/** The repayment page a toast appears over; "Try again" shows the toast again. */
function PageBehind({ onRetry }: { onRetry: () => void }) {
  const t = useText();
  const { money } = useFormat();
  const { market } = useLocale();
  return (
    <Behind>
      <Card>
        <span>{t('label.amount')}</span>
        <strong>{money(market === 'IN' ? 2150 : 850000)}</strong>
      </Card>
      <Button block onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Behind>
  );
}

/** Each story has its own queue, so stories never leak toasts into each other. */
function Demo({ messages, duration }: { messages: readonly string[]; duration?: number }) {
  const [store] = useState<ToastStore>(() => createToastStore());
  const toast = useToast(store);
  const showAll = () => messages.forEach((message) => toast.show(message, { duration }));
  useEffect(() => {
    messages.forEach((message) => store.show(message, { duration }));
    return () => store.clear();
  }, [store, messages, duration]);
  return (
    <>
      <PageBehind onRetry={showAll} />
      <ToastHost store={store} />
    </>
  );
}

function SingleDemo() {
  const message = useText()('error.network');
  const messages = useMemo(() => [message], [message]);
  return <Demo messages={messages} />;
}

export const Single: Story = {
  render: () => <SingleDemo />,
  play: async ({ globals }) => {
    const t = storyText({ globals });
    const status = screen.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent(t('error.network'));
  },
};

function LongDemo() {
  return <Demo messages={[copy[useLocale().locale].long]} duration={60_000} />;
}

/** A long server message wraps inside the bubble, unbroken reference numbers included. */
export const LongMessageWraps: Story = {
  render: () => <LongDemo />,
  play: async ({ canvasElement }) => {
    const status = screen.getByRole('status');
    const bubble = status.firstElementChild as HTMLElement;
    await waitFor(() => expect(bubble).toBeVisible());
    const doc = canvasElement.ownerDocument;
    await expect(bubble.scrollWidth).toBeLessThanOrEqual(bubble.clientWidth);
    await expect(bubble.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(bubble.getBoundingClientRect().right).toBeLessThanOrEqual(doc.documentElement.clientWidth);
    await expect(bubble.getBoundingClientRect().height).toBeGreaterThan(60);
  },
};

// Short durations keep the story (and its test) fast; real toasts use TOAST_DEFAULT_MS or TOAST_SHORT_MS.
const QUEUE_STORY_MS = 700;

function QueueDemo() {
  return <Demo messages={copy[useLocale().locale].queue} duration={QUEUE_STORY_MS} />;
}

/** Three messages at once show one after another, never stacked. */
export const QueueOfThree: Story = {
  render: () => <QueueDemo />,
  play: async ({ globals }) => {
    const messages = copy[globals.locale === 'id' ? 'id' : 'en'].queue;
    const status = screen.getByRole('status');
    for (const message of messages) {
      await waitFor(() => expect(status).toHaveTextContent(message), { timeout: QUEUE_STORY_MS * 3 });
      // One bubble only, holding exactly this message.
      await expect(status.childElementCount).toBe(1);
      await expect(status.textContent).toBe(message);
    }
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: QUEUE_STORY_MS * 3 });
  },
};

/** Code outside React (the API client's error handler) calls `showToast`; the app's one `ToastHost` shows it. */
function NonReactDemo() {
  const t = useText();
  useEffect(() => () => toastStore.clear(), []);
  return (
    <>
      <PageBehind onRetry={() => showToast(t('error.network'), { duration: TOAST_SHORT_MS })} />
      <ToastHost />
    </>
  );
}

export const FromNonReactCode: Story = {
  render: () => <NonReactDemo />,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const status = screen.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('common.retry') }));
    await expect(status).toHaveTextContent(t('error.network'));
  },
};
