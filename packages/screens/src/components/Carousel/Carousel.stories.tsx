import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { useFormat, useLocale } from '../../i18n/LocaleProvider';
import { color, font, radius, space } from '../../theme/tokens';
import { Carousel, type CarouselProps, type CarouselSlide } from './Carousel';

/** A drawn 2:1 banner as a data: URI (no remote images in stories). */
function banner(kicker: string, headline: string, subtitle: string, from: string, to: string): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const font = 'font-family="system-ui, Roboto, Arial, sans-serif" fill="#fff"';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="360" viewBox="0 0 720 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="720" height="360" fill="url(#g)"/>
<circle cx="650" cy="50" r="150" fill="#fff" fill-opacity="0.08"/>
<circle cx="620" cy="330" r="90" fill="#fff" fill-opacity="0.1"/>
<text x="56" y="118" ${font} font-size="34">${escape(kicker)}</text>
<text x="56" y="196" ${font} font-size="64" font-weight="700">${escape(headline)}</text>
<text x="56" y="262" ${font} font-size="28" fill-opacity="0.92">${escape(subtitle)}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Three promotion banners in the active language and currency. */
function useBanners(): CarouselSlide[] {
  const { locale } = useLocale();
  const { money } = useFormat();
  const copy =
    locale === 'id'
      ? [
          ['Pinjaman hingga', money(15000000), 'Cair ke rekening dalam 10 menit'],
          ['Bayar tepat waktu', 'Limit naik', 'Limit pinjaman bertambah otomatis'],
          ['Ajak teman, dapat', money(50000), 'Untuk setiap teman yang meminjam'],
        ]
      : [
          ['Loans up to', money(80000), 'Money in your bank in 10 minutes'],
          ['Repay on time', 'Grow your limit', 'Your loan limit rises automatically'],
          ['Refer a friend, get', money(200), 'For every friend who borrows'],
        ];
  const colours = [
    ['#2348c7', '#1a3798'],
    ['#16794a', '#0f5a37'],
    ['#9a4d00', '#6f3800'],
  ];
  return copy.map(([kicker = '', headline = '', subtitle = ''], i) => ({
    id: `banner-${i + 1}`,
    image: banner(kicker, headline, subtitle, colours[i]?.[0] ?? '#2348c7', colours[i]?.[1] ?? '#1a3798'),
    alt: `${kicker} ${headline}. ${subtitle}`,
  }));
}

function BannerCarousel({ count = 3, ...props }: CarouselProps & { count?: number }) {
  return <Carousel {...props} slides={useBanners().slice(0, count)} />;
}

const Notice = styled.div`
  display: grid;
  align-content: start;
  gap: ${space.xs};
  height: 100%;
  padding: ${space.lg};
  background: ${color.surface};
  border-radius: ${radius.lg};
`;
const NoticeTitle = styled.p`
  font-weight: ${font.weight.bold};
`;
const NoticeText = styled.p`
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
`;

const notices = {
  en: [
    ['Repayment reminder', 'Your instalment is due in 3 days. Repay early to keep your limit.'],
    ['New: pay by UPI', 'Repay from any UPI app in a few taps.'],
  ],
  id: [
    [
      'Pengingat pembayaran',
      'Cicilan Anda jatuh tempo dalam 3 hari. Bayar lebih awal agar limit tetap terjaga.',
    ],
    ['Baru: bayar lewat Indomaret', 'Bayar cicilan di gerai Indomaret terdekat.'],
  ],
};

function Notices(props: CarouselProps) {
  const { locale } = useLocale();
  return (
    <Carousel {...props}>
      {notices[locale].map(([title, text]) => (
        <Notice key={title}>
          <NoticeTitle>{title}</NoticeTitle>
          <NoticeText>{text}</NoticeText>
        </Notice>
      ))}
    </Carousel>
  );
}

const meta = {
  title: 'Kit/Carousel',
  component: Carousel,
  args: { onChange: fn(), autoplay: false },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <BannerCarousel {...args} />,
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

function slideName(t: ReturnType<typeof storyText>, index: number, count = 3) {
  return t('carousel.slide', { index, count });
}

/** Three banners, autoplay off; the dots move between them. */
export const Banners: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: t('carousel.label') })).toBeVisible();
    await expect(canvas.getByRole('group', { name: slideName(t, 1) })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: t('carousel.goTo', { index: 2 }) }));
    await waitFor(() => expect(canvas.getByRole('group', { name: slideName(t, 2) })).toBeVisible());
    await expect(canvas.queryByRole('group', { name: slideName(t, 1) })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('carousel.goTo', { index: 2 }) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(args.onChange).toHaveBeenCalledWith(1);
  },
};

/** Moves on by itself every 3 s (off under reduced motion); it has a button to stop it. */
export const Autoplay: Story = {
  args: { autoplay: true },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('carousel.pause') })).toBeVisible();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(1), { timeout: 5000 });
    await expect(canvas.getByRole('group', { name: slideName(t, 2) })).toBeVisible();
  },
};

/** Stopped with its button: stays on the slide the borrower is reading. */
export const AutoplayStopped: Story = {
  args: { autoplay: true },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: t('carousel.pause') });
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName(t('carousel.play'));
    // Focus alone pauses it too; move focus away to show the stop holds on its own.
    button.blur();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('group', { name: slideName(t, 1) })).toBeVisible();
  },
};

/** Synthetic finger swipes (pointer events, as a phone's browser sends them). */
function swipe(target: Element, from: number, to: number) {
  const send = (type: string, x: number) =>
    target.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        pointerId: 7,
        pointerType: 'touch',
        isPrimary: true,
        clientX: x,
        clientY: 100,
      }),
    );
  send('pointerdown', from);
  const step = (to - from) / 4;
  for (let i = 1; i <= 4; i += 1) send('pointermove', from + step * i);
  send('pointerup', to);
}

export const Swipe: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const viewport = canvas.getByRole('group', { name: slideName(t, 1) }).parentElement?.parentElement;
    if (!viewport) throw new Error('carousel viewport not found');

    swipe(viewport, 300, 100);
    await waitFor(() => expect(canvas.getByRole('group', { name: slideName(t, 2) })).toBeVisible());
    swipe(viewport, 100, 300);
    await waitFor(() => expect(canvas.getByRole('group', { name: slideName(t, 1) })).toBeVisible());
    // Loops: right from the first slide shows the last.
    swipe(viewport, 100, 300);
    await waitFor(() => expect(canvas.getByRole('group', { name: slideName(t, 3) })).toBeVisible());
    await expect(args.onChange).toHaveBeenNthCalledWith(3, 2);
  },
};

/** One banner: no dots, nothing moves. */
export const SingleBanner: Story = {
  args: { autoplay: true },
  render: (args) => <BannerCarousel {...args} count={1} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

/** Any content as slides, e.g. notices. */
export const CustomContent: Story = {
  render: (args) => <Notices {...args} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.goTo', { index: 2 }) }));
    await waitFor(() => expect(canvas.getByRole('group', { name: slideName(t, 2, 2) })).toBeVisible());
  },
};
