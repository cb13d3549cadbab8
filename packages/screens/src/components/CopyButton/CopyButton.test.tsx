import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { createToastStore } from '../Toast';
import { CopyButton } from './CopyButton';
import { copyBySelection, copyText } from './copyText';

const clipboardOf = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('copyText: the Clipboard API, else the old webviews way', () => {
  it('uses the Clipboard API when it works', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    clipboardOf(writeText);
    const exec = vi.fn(() => true);
    document.execCommand = exec;
    await expect(copyText('880800010001')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('880800010001');
    expect(exec).not.toHaveBeenCalled();
  });

  it('falls back to a selected text area and execCommand when the API refuses', async () => {
    clipboardOf(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    let selected = '';
    document.execCommand = vi.fn((command: string) => {
      const area = document.querySelector('textarea');
      selected = area ? area.value.slice(area.selectionStart, area.selectionEnd) : '';
      return command === 'copy';
    });
    await expect(copyText('771700010001')).resolves.toBe(true);
    expect(selected).toBe('771700010001');
    // The helper area is gone again.
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says false when neither way works, and gives focus back', async () => {
    clipboardOf(() => Promise.reject(new Error('no')));
    document.execCommand = vi.fn(() => false);
    const button = document.createElement('button');
    document.body.appendChild(button);
    button.focus();
    await expect(copyText('X')).resolves.toBe(false);
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('survives execCommand throwing', () => {
    document.execCommand = vi.fn(() => {
      throw new Error('SecurityError');
    });
    expect(copyBySelection('X')).toBe(false);
  });
});

describe('CopyButton', () => {
  it('copies the text and toasts "Copied"', async () => {
    const toasts = createToastStore();
    const onCopied = vi.fn();
    const copy = vi.fn(() => Promise.resolve(true));
    renderWithProviders(<CopyButton text="8808 0001" copy={copy} onCopied={onCopied} toasts={toasts} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(copy).toHaveBeenCalledWith('8808 0001');
    expect(toasts.getSnapshot()?.message).toBe('Copied');
    expect(onCopied).toHaveBeenCalledWith(true);
  });

  it('on failure toasts "Could not copy, hold to select" and selects the text on screen', async () => {
    const toasts = createToastStore();
    const target = document.createElement('p');
    target.textContent = '880800010001';
    document.body.appendChild(target);
    const copy = vi.fn(() => Promise.reject(new Error('no')));
    renderWithProviders(
      <CopyButton
        text="880800010001"
        label="Copy code"
        copy={copy}
        selectOnFail={{ current: target }}
        toasts={toasts}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(toasts.getSnapshot()?.message).toBe('Could not copy, hold to select');
    expect(window.getSelection()?.toString()).toBe('880800010001');
    target.remove();
  });

  it('ignores taps while a copy runs', async () => {
    let finish: (ok: boolean) => void = () => undefined;
    const copy = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    renderWithProviders(<CopyButton text="X" copy={copy} toasts={createToastStore()} />);
    const button = screen.getByRole('button', { name: 'Copy' });
    await userEvent.click(button);
    await userEvent.click(button);
    await act(async () => finish(true));
    expect(copy).toHaveBeenCalledTimes(1);
  });
});
