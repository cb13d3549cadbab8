import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { Carousel, type CarouselProps } from './Carousel';

const slides = [
  { id: 'a', image: '/banners/a.png', alt: 'Loans up to Rs. 80,000' },
  { id: 'b', image: '/banners/b.png', alt: 'Repay on time' },
  { id: 'c', image: '/banners/c.png', alt: 'Refer a friend' },
];

function renderCarousel(props: CarouselProps = {}, locale: 'en' | 'id' = 'en') {
  return renderWithProviders(<Carousel slides={slides} autoplay={false} {...props} />, { locale });
}

/** The one slide a screen reader can reach: the shown one. */
function shownSlide() {
  return screen.getByRole('group');
}

function viewport() {
  const el = screen.getByRole('img').closest('[role="group"]')?.parentElement?.parentElement;
  if (!el) throw new Error('no viewport');
  return el;
}

function swipe(from: number, to: number, dy = 0) {
  const el = viewport();
  const init = { pointerId: 3, pointerType: 'touch', isPrimary: true, clientY: 100 };
  fireEvent.pointerDown(el, { ...init, clientX: from });
  fireEvent.pointerMove(el, { ...init, clientX: (from + to) / 2, clientY: 100 + dy / 2 });
  fireEvent.pointerMove(el, { ...init, clientX: to, clientY: 100 + dy });
  fireEvent.pointerUp(el, { ...init, clientX: to, clientY: 100 + dy });
}

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('is a labelled carousel region showing one slide at a time', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.getByRole('img', { name: 'Loans up to Rs. 80,000' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Repay on time' })).toBeNull();
  });

  it('goes to a slide from its dot and reports the new index', async () => {
    const onChange = vi.fn();
    renderCarousel({ onChange });
    await userEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(shownSlide()).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('does not report a change when the shown slide is chosen again', async () => {
    const onChange = vi.fn();
    renderCarousel({ onChange });
    await userEvent.click(screen.getByRole('button', { name: 'Show slide 1' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows swipes left and right, looping at both ends', () => {
    const onChange = vi.fn();
    renderCarousel({ onChange });
    swipe(300, 100);
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    swipe(100, 300);
    swipe(100, 300);
    expect(shownSlide()).toHaveAccessibleName('3 of 3');
    swipe(300, 100);
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    expect(onChange.mock.calls.map(([i]) => i)).toEqual([1, 0, 2, 0]);
  });

  it('ignores short and mostly vertical moves', () => {
    const onChange = vi.fn();
    renderCarousel({ onChange });
    swipe(200, 180);
    swipe(300, 200, 180);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves on every 3 s by default and loops', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    renderCarousel({ onChange, autoplay: true });
    act(() => vi.advanceTimersByTime(2999));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    act(() => vi.advanceTimersByTime(3000));
    act(() => vi.advanceTimersByTime(3000));
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    expect(onChange.mock.calls.map(([i]) => i)).toEqual([1, 2, 0]);
  });

  it('takes its interval from props', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    renderCarousel({ onChange, autoplay: true, interval: 5000 });
    act(() => vi.advanceTimersByTime(4000));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('pauses while hovered, touched or focused', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    renderCarousel({ onChange, autoplay: true });
    const region = screen.getByRole('region');

    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(10000));
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });

    fireEvent.pointerDown(viewport(), { pointerId: 4, pointerType: 'touch', isPrimary: true, clientX: 10 });
    act(() => vi.advanceTimersByTime(10000));
    fireEvent.pointerUp(viewport(), { pointerId: 4, pointerType: 'touch', isPrimary: true, clientX: 10 });

    act(() => screen.getByRole('button', { name: 'Show slide 1' }).focus());
    act(() => vi.advanceTimersByTime(10000));
    expect(onChange).not.toHaveBeenCalled();

    act(() => screen.getByRole('button', { name: 'Show slide 1' }).blur());
    act(() => vi.advanceTimersByTime(3000));
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('can be stopped and started with its button', async () => {
    const onChange = vi.fn();
    renderCarousel({ onChange, autoplay: true });
    const button = screen.getByRole('button', { name: 'Pause automatic slides' });
    await userEvent.click(button);
    expect(button).toHaveAccessibleName('Play automatic slides');

    vi.useFakeTimers();
    act(() => button.blur());
    act(() => vi.advanceTimersByTime(10000));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('never moves by itself under reduced motion and offers no pause button', () => {
    mockReducedMotion(true);
    vi.useFakeTimers();
    const onChange = vi.fn();
    renderCarousel({ onChange, autoplay: true });
    act(() => vi.advanceTimersByTime(10000));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Pause automatic slides' })).toBeNull();
  });

  it('announces manual changes but not automatic ones', () => {
    const { container, rerender } = renderCarousel({ autoplay: true });
    expect(container.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    rerender(<Carousel slides={slides} autoplay={false} />);
    expect(container.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('shows the slide a controlled value says', async () => {
    const onChange = vi.fn();
    const { rerender } = renderCarousel({ value: 1, onChange });
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    rerender(<Carousel slides={slides} autoplay={false} value={2} onChange={onChange} />);
    expect(shownSlide()).toHaveAccessibleName('3 of 3');
  });

  it('starts at defaultValue', () => {
    renderCarousel({ defaultValue: 2 });
    expect(shownSlide()).toHaveAccessibleName('3 of 3');
  });

  it('takes any content as slides and keeps hidden slides out of reach', () => {
    renderWithProviders(
      <Carousel autoplay={false}>
        <a href="/repay">Repay now</a>
        <a href="/upi">Pay by UPI</a>
      </Carousel>,
    );
    expect(shownSlide()).toHaveAccessibleName('1 of 2');
    expect(screen.getByRole('link', { name: 'Repay now' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay by UPI' })).toBeNull();
    expect(screen.getByText('Pay by UPI').closest('[role="group"]')).toHaveAttribute('inert');
  });

  it('shows one slide without dots or autoplay', () => {
    renderCarousel({ slides: slides.slice(0, 1), autoplay: true });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('renders nothing without slides', () => {
    const { container } = renderCarousel({ slides: [] });
    expect(container.querySelector('section')).toBeNull();
  });

  it('speaks Indonesian', () => {
    renderCarousel({ autoplay: true }, 'id');
    expect(screen.getByRole('region', { name: 'Sorotan' })).toBeInTheDocument();
    expect(shownSlide()).toHaveAccessibleName('1 dari 3');
    expect(screen.getByRole('button', { name: 'Tampilkan slide 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jeda slide otomatis' })).toBeInTheDocument();
  });
});
