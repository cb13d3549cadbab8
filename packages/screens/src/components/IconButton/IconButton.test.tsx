import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is a plain button named by its label', () => {
    render(<IconButton aria-label="Back">←</IconButton>);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveAttribute('type', 'button');
  });
});
