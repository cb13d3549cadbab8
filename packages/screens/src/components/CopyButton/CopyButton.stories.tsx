import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { ToastHost, toastStore } from '../Toast';
import { CopyButton, type CopyButtonProps } from './CopyButton';

const CODE = '880800010001';

/** The button next to the code it copies, with the app's toast host. */
function CopyCode(props: Omit<CopyButtonProps, 'text' | 'selectOnFail'>) {
  const code = useRef<HTMLParagraphElement>(null);
  // The toast queue is app-wide: a story's toast never waits behind another story's.
  useEffect(() => {
    toastStore.clear();
    return () => toastStore.clear();
  }, []);
  return (
    <div style={{ padding: 16, display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
      <p ref={code} style={{ margin: 0, fontSize: 22, fontWeight: 700 }} data-code="">
        {CODE}
      </p>
      <CopyButton text={CODE} selectOnFail={code} {...props} />
      <ToastHost />
    </div>
  );
}

const meta = {
  title: 'Kit/CopyButton',
  component: CopyCode,
  args: { copy: fn(() => Promise.resolve(true)), onCopied: fn() },
} satisfies Meta<typeof CopyCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A tap puts the code on the clipboard and says "Copied". */
export const Copied: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('copy.label') }));
    await expect(args.copy).toHaveBeenCalledWith(CODE);
    await expect(await screen.findByRole('status')).toHaveTextContent(t('copy.copied'));
    await expect(args.onCopied).toHaveBeenCalledWith(true);
  },
};

/** The webview refuses both ways: the borrower is told to hold, and the code is selected for them. */
export const CopyFails: Story = {
  args: { copy: fn(() => Promise.resolve(false)) },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('copy.label') }));
    await expect(await screen.findByRole('status')).toHaveTextContent(t('copy.failed'));
    await expect(canvasElement.ownerDocument.getSelection()?.toString()).toBe(CODE);
    await expect(args.onCopied).toHaveBeenCalledWith(false);
  },
};
