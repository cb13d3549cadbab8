import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { NavBar } from '../NavBar';
import { PageSkeleton } from './PageSkeleton';
import { Skeleton, SkeletonCard, SkeletonCards } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive tech (the status line says what is loading)', () => {
    const { container } = render(<Skeleton data-shape="title" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveAttribute('data-shape', 'title');
  });
});

describe('SkeletonCard', () => {
  it('draws each row of its shape, centred when asked', () => {
    const { container } = render(<SkeletonCard rows={['picture', 'title', 'text']} align="center" />);
    const card = container.querySelector('[data-skeleton-card]');
    expect(card).toHaveAttribute('data-align', 'center');
    expect(
      [...card!.querySelectorAll('[data-shape]')].map((block) => block.getAttribute('data-shape')),
    ).toEqual(['picture', 'title', 'line']);
  });

  it('draws composite rows as their parts (a logo beside a name, a timeline dot with two lines)', () => {
    const { container } = render(<SkeletonCard rows={['media', 'step']} />);
    expect(container.querySelector('[data-row="media"] [data-shape="logo"]')).not.toBeNull();
    expect(container.querySelectorAll('[data-row="step"] [data-shape]')).toHaveLength(3);
  });
});

describe('SkeletonCards', () => {
  it('says once what is loading and hides the shapes from screen readers', () => {
    const { container } = render(
      <SkeletonCards label="Loading your loan offer…" cards={[{ rows: ['title'] }, { rows: ['box'] }]} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your loan offer…');
    const shapes = container.querySelector('[data-skeleton]');
    expect(shapes).toHaveAttribute('aria-hidden', 'true');
    expect(shapes!.querySelectorAll('[data-skeleton-card]')).toHaveLength(2);
  });
});

describe('PageSkeleton', () => {
  it('keeps the page bar usable, marks the page busy and blocks nothing', async () => {
    const onBack = vi.fn();
    const { container } = renderWithProviders(
      <PageSkeleton
        navBar={<NavBar title="Loan details" onBack={onBack} />}
        label="Loading your loan details…"
        cards={[{ rows: ['title', 'text'] }]}
      />,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Loan details' })).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(document.querySelector('[data-loading-mask]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('holds the bar’s place with a blank bar when the page has none yet (its code is downloading)', () => {
    const { container } = renderWithProviders(<PageSkeleton label="Loading…" cards={[{ rows: ['text'] }]} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"] > [data-shape="title"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
