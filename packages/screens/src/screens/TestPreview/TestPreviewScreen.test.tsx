import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { BRIDGE_ACTION_NAMES, TestPreviewScreen } from './TestPreviewScreen';
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

  it('shows the active bridge and a button per bridge action', async () => {
    const onBridgeAction = vi.fn();
    renderWithProviders(
      <TestPreviewScreen pages={pages} bridgeName="Android" onBridgeAction={onBridgeAction} />,
    );
    const card = screen.getByRole('region', { name: 'Native bridge: Android' });
    expect(within(card).getAllByRole('button')).toHaveLength(BRIDGE_ACTION_NAMES.length);
    await userEvent.click(screen.getByRole('button', { name: 'Call customer service' }));
    expect(onBridgeAction).toHaveBeenCalledExactlyOnceWith('callPhone');
    expect(within(card).getByRole('status')).toHaveTextContent('Last action: Call customer service');
    await userEvent.click(screen.getByRole('button', { name: 'Log out to login' }));
    expect(onBridgeAction).toHaveBeenLastCalledWith('logout');
  });

  it('has no bridge card when the app gives no bridge', () => {
    renderWithProviders(<TestPreviewScreen pages={pages} />);
    expect(screen.queryByRole('region', { name: /Native bridge/ })).not.toBeInTheDocument();
  });

  it('titles the bridge card plainly when the active bridge is unknown', () => {
    renderWithProviders(<TestPreviewScreen pages={pages} onBridgeAction={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Native bridge' })).toBeInTheDocument();
  });

  it('explains device features that are not available', () => {
    renderWithProviders(
      <TestPreviewScreen pages={pages} contact={{ status: 'unsupported' }} location={{ status: 'denied' }} />,
    );
    expect(screen.getByText('Contact picking is not supported here.')).toBeInTheDocument();
    expect(screen.getByText('Location permission was denied.')).toBeInTheDocument();
  });
});
