import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PickedImage, UploadMark } from '../../components/ImagePicker';
import { useLocale, type Locale } from '../../i18n/LocaleProvider';
import { failsWithRetry, showsLoading } from '../../test-support/loadStatePlays';
import { storyText } from '../../test-support/storyText';
import { ComplaintFormScreen, type ComplaintPhase } from './ComplaintFormScreen';
import type { ChosenComplaintType } from './typeChoice';

/** A drawn stand-in for a borrower's screenshot (no remote images). */
function photoUrl(n: number): string {
  const hue = (n * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">
<rect width="120" height="120" fill="hsl(${hue} 45% 62%)"/>
<rect x="30" y="14" width="60" height="92" rx="8" fill="#fff"/>
<rect x="40" y="56" width="40" height="5" rx="2" fill="#59616b"/>
<rect x="40" y="84" width="40" height="10" rx="5" fill="hsl(${hue} 60% 40%)"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
const photos = (count: number, marks: ReadonlyArray<UploadMark | undefined> = []): PickedImage[] =>
  Array.from({ length: count }, (_, i) => ({ id: `photo-${i + 1}`, url: photoUrl(i + 1), mark: marks[i] }));

const TYPES: Record<Locale, { type: string; subType: string; other: string }> = {
  en: { type: 'Collection', subType: 'Contacted my family or friends', other: 'Repayment' },
  id: { type: 'Penagihan', subType: 'Menghubungi kontak darurat', other: 'Pembayaran' },
};
const TEXT: Record<Locale, string> = {
  en: 'I paid Rs. 2,150 on 3 March by UPI but the app still shows the instalment as due. Reference UTR 4567.',
  id: 'Saya sudah membayar Rp 1.250.000 pada 3 Maret lewat transfer bank, tetapi tagihan masih belum lunas.',
};
/** Exactly 200 characters in the story's language. */
const fullText = (locale: Locale) => `${TEXT[locale]} ${'x'.repeat(200)}`.slice(0, 200);

interface StoryArgs {
  load?: 'ready' | 'loading' | 'error';
  collection?: boolean;
  text?: 'none' | 'some' | 'full' | 'almost';
  images?: PickedImage[];
  phase?: ComplaintPhase;
  progress?: { current: number; total: number };
  uploadFailed?: boolean;
  uploadFailedMessage?: string;
  uploadSucceeded?: boolean;
  stillWaiting?: boolean;
  sentReference?: string;
  /** The address named no type: the server's types to choose from. */
  choose?: boolean;
  onBack: () => void;
  onSentDone: () => void;
  onTypeChange: (next: ChosenComplaintType) => void;
  onSend: (text: string) => void;
  onRetryUpload: (id: string) => void;
  onCheckAgain: () => void;
  onRetry: () => void;
  onTextChange: (text: string) => void;
}

/** The screen with its type and text in the story's language; text and photos uncontrolled. */
function LocalisedForm({
  load = 'ready',
  collection,
  text = 'none',
  images = [],
  onRetry,
  choose,
  onTypeChange,
  ...rest
}: StoryArgs) {
  const { locale } = useLocale();
  const [chosen, setChosen] = useState<ChosenComplaintType>({});
  if (load === 'loading') return <ComplaintFormScreen status="loading" onBack={rest.onBack} />;
  if (load === 'error') return <ComplaintFormScreen status="error" onRetry={onRetry} onBack={rest.onBack} />;
  const words = TYPES[locale];
  const defaultText =
    text === 'some'
      ? TEXT[locale]
      : text === 'full'
        ? fullText(locale)
        : text === 'almost'
          ? fullText(locale).slice(0, 150)
          : '';
  return (
    <ComplaintFormScreen
      status="ready"
      {...(choose
        ? {
            typeChoice: {
              types: [
                { value: '1', title: words.type },
                { value: '2', title: words.other },
              ],
              subTypes: [{ value: '12', title: words.subType }],
              value: chosen,
              onChange: (next: ChosenComplaintType) => {
                setChosen(next);
                onTypeChange(next);
              },
            },
          }
        : {
            typeTitle: collection ? words.type : words.other,
            subTypeTitle: collection ? words.subType : undefined,
          })}
      defaultText={defaultText}
      defaultImages={images}
      {...rest}
    />
  );
}

const meta = {
  title: 'Complaints/Form',
  component: LocalisedForm,
  args: {
    onBack: fn(),
    onSend: fn(),
    onRetryUpload: fn(),
    onCheckAgain: fn(),
    onRetry: fn(),
    onTextChange: fn(),
    onSentDone: fn(),
    onTypeChange: fn(),
  },
} satisfies Meta<typeof LocalisedForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };
const textBox = ({ canvasElement, globals }: Ctx) =>
  within(canvasElement).getByRole('textbox', { name: storyText({ globals })('complaintForm.textLabel') });
const sendButton = ({ canvasElement, globals }: Ctx) =>
  within(canvasElement).getByRole('button', { name: storyText({ globals })('complaintForm.send') });

export const Empty: Story = {
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    await expect(canvas.getByText(TYPES[ctx.globals.locale === 'id' ? 'id' : 'en'].other)).toBeVisible();
    await expect(textBox(ctx)).toHaveValue('');
    await expect(canvas.getByText(t('complaintForm.counter', { count: 0, max: 200 }))).toBeVisible();
    await expect(canvas.getByLabelText(t('imagePicker.add'))).toBeEnabled();
    await expect(canvas.getByText(t('imagePicker.count', { count: 0, max: 9 }))).toBeVisible();
    await expect(canvas.getByText(t('complaintForm.draftKept'))).toBeVisible();
  },
};

export const CollectionWithSubType: Story = {
  args: { collection: true, text: 'some' },
  play: async (ctx) => {
    const words = TYPES[ctx.globals.locale === 'id' ? 'id' : 'en'];
    const canvas = within(ctx.canvasElement);
    await expect(canvas.getByText(words.type)).toBeVisible();
    await expect(canvas.getByText(words.subType)).toBeVisible();
  },
};

export const RequiredText: Story = {
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    await userEvent.type(textBox(ctx), '   ');
    await userEvent.click(sendButton(ctx));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('complaintForm.required'));
    await expect(textBox(ctx)).toHaveAttribute('aria-invalid', 'true');
    await expect(textBox(ctx)).toHaveFocus();
    await expect(ctx.args.onSend).not.toHaveBeenCalled();
    await userEvent.type(textBox(ctx), 'Wrong fee');
    await expect(canvas.queryByText(t('complaintForm.required'))).not.toBeInTheDocument();
    await userEvent.click(sendButton(ctx));
    await expect(ctx.args.onSend).toHaveBeenCalledTimes(1);
    await expect(ctx.args.onSend).toHaveBeenCalledWith('   Wrong fee');
  },
};

export const TextAt200: Story = {
  args: { text: 'full' },
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    const box = textBox(ctx);
    const before = (box as HTMLTextAreaElement).value;
    await expect(Array.from(before)).toHaveLength(200);
    await expect(canvas.getByText(t('complaintForm.counter', { count: 200, max: 200 }))).toBeVisible();
    // Typing beyond does nothing.
    await userEvent.type(box, 'more');
    await expect(box).toHaveValue(before);
    await expect(canvas.getByText(t('complaintForm.counter', { count: 200, max: 200 }))).toBeVisible();
  },
};

export const PasteBeyondIsCut: Story = {
  args: { text: 'almost' },
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    const box = textBox(ctx) as HTMLTextAreaElement;
    const start = box.value;
    await expect(Array.from(start)).toHaveLength(150);
    box.setSelectionRange(start.length, start.length);
    await userEvent.click(box);
    await userEvent.paste('0123456789'.repeat(10));
    await expect(box).toHaveValue(`${start}${'0123456789'.repeat(5)}`);
    await expect(canvas.getByText(t('complaintForm.counter', { count: 200, max: 200 }))).toBeVisible();
    // Announced politely, not as an alert.
    await waitFor(() =>
      expect(ctx.canvasElement.querySelector('[data-text-notice]')).toHaveTextContent(
        t('complaintForm.cut', { max: 200 }),
      ),
    );
    await expect(ctx.canvasElement.querySelector('[data-text-notice]')).toHaveAttribute('role', 'status');
  },
};

export const NineImages: Story = {
  args: { text: 'some', images: photos(9) },
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(9);
    await expect(canvas.queryByLabelText(t('imagePicker.add'))).not.toBeInTheDocument();
    await expect(canvas.getByText(t('imagePicker.count', { count: 9, max: 9 }))).toBeVisible();
    // No remove button on the tiles (a tap on a photo opens it): it is removed from its preview.
    await expect(canvas.queryByRole('button', { name: t('imagePicker.remove', { index: 9 }) })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('imagePicker.view', { index: 9 }) }));
    const dialog = await within(ctx.canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('imagePicker.photo', { index: 9 }),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('imagePicker.remove', { index: 9 }) }),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getAllByRole('img')).toHaveLength(8);
    await expect(canvas.getByLabelText(t('imagePicker.add'))).toBeInTheDocument();
    // Focus stays in the picker: on the add tile, where photo 9 was.
    await waitFor(() => expect(canvas.getByLabelText(t('imagePicker.add'))).toHaveFocus());
  },
};

export const PhotoPreview: Story = {
  args: { text: 'some', images: photos(3) },
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('imagePicker.view', { index: 2 }) }));
    const dialog = await within(ctx.canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('imagePicker.photo', { index: 2 }),
    });
    await expect(dialog.querySelector('img')).toHaveAttribute('src', photoUrl(2));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.close') }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const NotAnImageRefused: Story = {
  args: { text: 'some' },
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    await userEvent.upload(
      canvas.getByLabelText(t('imagePicker.add')),
      new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    await expect(await canvas.findByText(t('imagePicker.notImage'))).toBeVisible();
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};

export const Uploading: Story = {
  args: {
    text: 'some',
    images: photos(3, ['uploaded', 'uploading', 'waiting']),
    phase: 'uploading',
    progress: { current: 2, total: 3 },
  },
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    await expect(canvas.getByText(t('imagePicker.uploaded'))).toBeVisible();
    await expect(canvas.getByText(t('imagePicker.uploading'))).toBeVisible();
    await expect(canvas.getByText(t('imagePicker.waiting'))).toBeVisible();
    await expect(ctx.canvasElement.querySelector('[data-send-progress]')).toHaveTextContent(
      t('complaintForm.uploading', { current: 2, total: 3 }),
    );
    // Nothing can change while it is on its way.
    await expect(canvas.queryByRole('button', { name: t('imagePicker.remove', { index: 1 }) })).toBeNull();
    await expect(canvas.getByLabelText(t('imagePicker.add'))).toBeDisabled();
    await expect(textBox(ctx)).toHaveAttribute('readonly');
    await userEvent.click(sendButton(ctx));
    await expect(ctx.args.onSend).not.toHaveBeenCalled();
  },
};

export const UploadFailedRetriedAlone: Story = {
  args: { text: 'some', images: photos(3, ['uploaded', 'failed', 'uploaded']), uploadFailed: true },
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('complaintForm.uploadFailed'));
    await expect(canvas.getAllByText(t('imagePicker.uploaded'))).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: t('imagePicker.retry', { index: 2 }) }));
    await expect(ctx.args.onRetryUpload).toHaveBeenCalledTimes(1);
    await expect(ctx.args.onRetryUpload).toHaveBeenCalledWith('photo-2');
  },
};

export const Saving: Story = {
  args: { text: 'some', images: photos(2, ['uploaded', 'uploaded']), phase: 'saving' },
  play: async (ctx) => {
    const t = storyText(ctx);
    await expect(sendButton(ctx)).toHaveAttribute('data-loading');
    await expect(ctx.canvasElement.querySelector('[data-send-progress]')).toHaveTextContent(
      t('complaintForm.saving'),
    );
    await userEvent.click(sendButton(ctx));
    await expect(ctx.args.onSend).not.toHaveBeenCalled();
  },
};

export const SendingAnswerLost: Story = {
  args: { text: 'some', images: photos(2, ['uploaded', 'uploaded']), phase: 'sending', stillWaiting: true },
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    await expect(canvas.getByText(t('complaintForm.sendingTitle'))).toBeVisible();
    await expect(canvas.getByText(t('complaintForm.stillWaiting'))).toBeVisible();
    // Never "sent", never "failed": only the server's answer moves it on.
    await expect(canvas.queryByText(t('complaintForm.sentTitle'))).toBeNull();
    // The status and Check again sit beside Send, in view without scrolling.
    const check = canvas.getByRole('button', { name: t('complaintForm.checkAgain') });
    const win = ctx.canvasElement.ownerDocument.defaultView!;
    for (const part of [check, sendButton(ctx), canvas.getByText(t('complaintForm.sendingTitle'))]) {
      const box = part.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(0);
      await expect(box.bottom).toBeLessThanOrEqual(win.innerHeight);
    }
    await expect(
      Math.abs(check.getBoundingClientRect().top - sendButton(ctx).getBoundingClientRect().top),
    ).toBeLessThan(2);
    await userEvent.click(check);
    await expect(ctx.args.onCheckAgain).toHaveBeenCalledTimes(1);
  },
};

export const SuccessModal: Story = {
  args: { text: 'some', images: photos(2, ['uploaded', 'uploaded']), phase: 'sent' },
  play: async (ctx) => {
    const t = storyText(ctx);
    const dialog = await within(ctx.canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('complaintForm.sentTitle'),
    });
    await expect(dialog).toHaveTextContent(t('complaintForm.sentText'));
    // No number from the server: none is made up.
    await expect(dialog.querySelector('[data-reference]')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.ok') }));
    await expect(ctx.args.onSentDone).toHaveBeenCalledTimes(1);
  },
};

/** The server sent the complaint's number: the borrower can note it before OK. */
export const SuccessWithReference: Story = {
  args: { text: 'some', phase: 'sent', sentReference: '6012' },
  play: async (ctx) => {
    const t = storyText(ctx);
    const dialog = await within(ctx.canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('complaintForm.sentTitle'),
    });
    // Visible once the modal has faded in.
    await waitFor(() =>
      expect(within(dialog).getByText(t('complaintForm.sentReference', { reference: '6012' }))).toBeVisible(),
    );
    await expect(dialog).toHaveTextContent(t('complaintForm.sentReferenceHint'));
    await expect(dialog).toHaveTextContent(t('complaintForm.sentText'));
  },
};

/** A photo refused by the server: its reason, as text (tags shown, never run), then how to send it again. */
export const UploadRefusedWithServerReason: Story = {
  args: {
    text: 'some',
    images: photos(2, ['uploaded', 'failed']),
    uploadFailed: true,
    uploadFailedMessage: 'Photo too large <img src=x onerror=alert(1)>',
  },
  play: async (ctx) => {
    const t = storyText(ctx);
    const alert = within(ctx.canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Photo too large <img src=x onerror=alert(1)>');
    await expect(alert.querySelector('img')).toBeNull();
    await expect(alert).toHaveTextContent(t('complaintForm.uploadRetryHint'));
    await expect(alert).not.toHaveTextContent(t('complaintForm.uploadFailed'));
  },
};

/** Every photo reached the server while the complaint is saved: "Upload succeeded!". */
export const UploadSucceeded: Story = {
  args: { text: 'some', images: photos(2, ['uploaded', 'uploaded']), phase: 'saving', uploadSucceeded: true },
  play: async (ctx) => {
    const t = storyText(ctx);
    await expect(within(ctx.canvasElement).getByText(t('complaintForm.uploadSucceeded'))).toBeVisible();
  },
};

/** Opened without a type (from the chatbot): the types to choose; Send says what is missing until chosen. */
export const ChooseTheType: Story = {
  args: { text: 'some', choose: true },
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    const words = TYPES[ctx.globals.locale === 'id' ? 'id' : 'en'];
    const group = canvas.getByRole('radiogroup', { name: t('complaintForm.typeHeading') });
    await userEvent.click(sendButton(ctx));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('complaintForm.chooseType'));
    await userEvent.click(within(group).getByRole('radio', { name: words.type }));
    await userEvent.click(sendButton(ctx));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('complaintForm.chooseSubType'));
    await expect(ctx.args.onSend).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: words.subType }));
    await expect(ctx.args.onTypeChange).toHaveBeenLastCalledWith({ problemType: '1', problemSonType: '12' });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(sendButton(ctx));
    await expect(ctx.args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { load: 'loading' },
  play: showsLoading('complaintForm.loading'),
};

export const LoadError: Story = {
  args: { load: 'error' },
  play: failsWithRetry,
};
