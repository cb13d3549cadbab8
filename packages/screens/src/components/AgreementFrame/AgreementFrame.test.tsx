import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { AgreementFrame } from './AgreementFrame';

const URL_OK = 'https://h5.example.com/agreements/loan?id=42';

function frame() {
  return screen.getByTitle('Agreement: Loan agreement');
}

describe('AgreementFrame', () => {
  it('shows the title as a heading and names the frame after it', () => {
    renderWithProviders(<AgreementFrame url={URL_OK} title="Loan agreement" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Loan agreement' })).toBeInTheDocument();
    expect(frame().tagName).toBe('IFRAME');
    expect(frame()).toHaveAttribute('src', URL_OK);
  });

  it('sandboxes the frame: never scripts together with its own origin, and sends no referrer', () => {
    renderWithProviders(<AgreementFrame url={URL_OK} title="Loan agreement" />);
    const tokens = (frame().getAttribute('sandbox') ?? 'missing').split(/\s+/);
    expect(tokens).toEqual(['allow-same-origin']);
    expect(tokens).not.toContain('allow-scripts');
    expect(frame()).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it('shows loading until the agreement has loaded', () => {
    const onLoad = vi.fn();
    renderWithProviders(<AgreementFrame url={URL_OK} title="Loan agreement" onLoad={onLoad} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    fireEvent.load(frame());
    expect(screen.queryByRole('status')).toBeNull();
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('loads again when the address changes', () => {
    const { rerender } = renderWithProviders(<AgreementFrame url={URL_OK} title="Loan agreement" />);
    fireEvent.load(frame());
    rerender(<AgreementFrame url="https://h5.example.com/agreements/privacy" title="Loan agreement" />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(frame()).toHaveAttribute('src', 'https://h5.example.com/agreements/privacy');
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/agreement',
    '/agreements/loan.html',
    '',
  ])('refuses %j with a message and loads nothing', (url) => {
    const onLoad = vi.fn();
    const { container } = renderWithProviders(
      <AgreementFrame url={url} title="Loan agreement" onLoad={onLoad} />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(
      screen.getByText('This agreement cannot be opened because its link is not a valid web address.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Loan agreement' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('takes the heading level from the page', () => {
    renderWithProviders(<AgreementFrame url={URL_OK} title="Loan agreement" headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Loan agreement' })).toBeInTheDocument();
  });

  it('leaves the heading to a title just above it, and is still named after the agreement', () => {
    renderWithProviders(<AgreementFrame url={URL_OK} title="Loan agreement" hideHeading />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('region', { name: 'Loan agreement' })).toBeInTheDocument();
    expect(frame()).toHaveAttribute('src', URL_OK);
  });

  it('speaks Indonesian', () => {
    renderWithProviders(<AgreementFrame url={URL_OK} title="Perjanjian pinjaman" />, { locale: 'id' });
    expect(screen.getByTitle('Perjanjian: Perjanjian pinjaman')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Memuat');
  });

  it('explains a refused link in Indonesian', () => {
    renderWithProviders(<AgreementFrame url="javascript:void(0)" title="Perjanjian pinjaman" />, {
      locale: 'id',
    });
    expect(
      screen.getByText('Perjanjian ini tidak dapat dibuka karena tautannya bukan alamat web yang valid.'),
    ).toBeInTheDocument();
  });
});
