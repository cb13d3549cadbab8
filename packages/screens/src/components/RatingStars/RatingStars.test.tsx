import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { RatingStars } from './RatingStars';

const filledCount = () => screen.getAllByRole('radio').filter((r) => r.hasAttribute('data-filled')).length;

describe('RatingStars', () => {
  it('is a labelled group of five named radios, none chosen at first', () => {
    renderWithProviders(<RatingStars />);
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(radios[2]).toHaveAccessibleName('3 out of 5');
    expect(radios.some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(filledCount()).toBe(0);
  });

  it('uses the given label and the Indonesian copy', () => {
    renderWithProviders(<RatingStars label="Layanan" />, { locale: 'id' });
    expect(screen.getByRole('radiogroup', { name: 'Layanan' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 dari 5' })).toBeInTheDocument();
  });

  it('tapping star 3 scores 3 and fills stars 1 to 3', async () => {
    const onChange = vi.fn();
    renderWithProviders(<RatingStars onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '3 out of 5' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(3);
    expect(screen.getByRole('radio', { name: '3 out of 5' })).toBeChecked();
    expect(filledCount()).toBe(3);
  });

  it('does not report re-tapping the current score', async () => {
    const onChange = vi.fn();
    renderWithProviders(<RatingStars defaultValue={4} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '4 out of 5' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('arrow keys move the score', async () => {
    const onChange = vi.fn();
    renderWithProviders(<RatingStars defaultValue={2} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '2 out of 5' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(filledCount()).toBe(1);
  });

  it('follows a controlled value', async () => {
    function Host() {
      const [score, setScore] = useState(1);
      return (
        <>
          <RatingStars value={score} onChange={setScore} />
          <button type="button" onClick={() => setScore(5)}>
            five
          </button>
        </>
      );
    }
    renderWithProviders(<Host />);
    expect(filledCount()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'five' }));
    expect(screen.getByRole('radio', { name: '5 out of 5' })).toBeChecked();
    expect(filledCount()).toBe(5);
  });

  it('stays on a controlled value the host does not change', async () => {
    const onChange = vi.fn();
    renderWithProviders(<RatingStars value={2} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '5 out of 5' }));
    expect(onChange).toHaveBeenCalledWith(5);
    expect(screen.getByRole('radio', { name: '2 out of 5' })).toBeChecked();
    expect(filledCount()).toBe(2);
  });

  it('read-only shows the score as one image, nothing to tap', () => {
    renderWithProviders(<RatingStars readOnly value={4} />);
    expect(screen.getByRole('img', { name: 'Your rating: 4 out of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('img').querySelectorAll('svg[data-filled]')).toHaveLength(4);
  });
});
