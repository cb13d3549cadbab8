import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { TestPreviewScreen } from './TestPreviewScreen';
import { emptyTestPreviewValues } from './testPreviewValues';

const pages = [{ key: 'loanDetails', path: '/loanDetails', href: '/loanDetails?lang=1', available: false }];

describe('TestPreviewScreen', () => {
  it('has a labelled input for every common param', () => {
    renderWithProviders(<TestPreviewScreen pages={pages} />);
    for (const name of [
      'App version',
      'Device name',
      'Device ID',
      'OS version',
      'Session ID',
      'Advertising ID',
      'Product ID',
      'Order ID',
    ]) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
  });

  it('reports edits and the language, and works uncontrolled', async () => {
    const onChange = vi.fn();
    renderWithProviders(<TestPreviewScreen pages={pages} onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Device ID' }), 'd1');
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyTestPreviewValues, deviceId: 'd1' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'id');
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyTestPreviewValues, deviceId: 'd1', lang: 'id' });
  });

  it('does not report choosing the language it already has', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <TestPreviewScreen pages={pages} value={emptyTestPreviewValues} onChange={onChange} />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'en');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('links every page and marks the ones not built yet', () => {
    renderWithProviders(<TestPreviewScreen pages={pages} />);
    const link = screen.getByRole('link', { name: /\/loanDetails/ });
    expect(link).toHaveAttribute('href', '/loanDetails?lang=1');
    expect(link).toHaveTextContent('not built yet');
  });

  it('previews a chosen photo', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    const { container } = renderWithProviders(<TestPreviewScreen pages={pages} />);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['x'], 'ktp.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Chosen photo' })).toHaveAttribute('src', 'blob:photo');
  });

  it('explains device features that are not available', () => {
    renderWithProviders(
      <TestPreviewScreen pages={pages} contact={{ status: 'unsupported' }} location={{ status: 'denied' }} />,
    );
    expect(screen.getByText('Contact picking is not supported here.')).toBeInTheDocument();
    expect(screen.getByText('Location permission was denied.')).toBeInTheDocument();
  });
});
