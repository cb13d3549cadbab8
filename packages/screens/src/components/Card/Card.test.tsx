import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Card } from './Card';

describe('Card', () => {
  it('renders as the element a screen asks for', () => {
    render(
      <Card as="section" aria-label="Loan">
        Rp 5.000.000
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Loan' })).toHaveTextContent('Rp 5.000.000');
  });
});
