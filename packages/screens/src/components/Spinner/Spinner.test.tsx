import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is hidden from assistive tech (the words beside it say what happens)', () => {
    const { container } = render(<Spinner data-size="sm" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
