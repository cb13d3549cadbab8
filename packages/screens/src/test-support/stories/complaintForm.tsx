// The Complaints/Form stories' photos, words, screen wrapper and field finders, shared by
// screens/ComplaintForm/ComplaintFormScreen*.stories.tsx (excluded from the published package).
import { useState } from 'react';
import { fn, within } from 'storybook/test';
import type { PickedImage, UploadMark } from '../../components/ImagePicker';
import { useLocale, type Locale } from '../../i18n/LocaleProvider';
import { storyText } from '../storyText';
import {
  ComplaintFormScreen,
  preloadComplaintFormParts,
  type ComplaintPhase,
} from '../../screens/ComplaintForm/ComplaintFormScreen';
import type { ChosenComplaintType } from '../../screens/ComplaintForm/typeChoice';

/** A drawn stand-in for a borrower's screenshot (no remote images). */
export function photoUrl(n: number): string {
  const hue = (n * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">
<rect width="120" height="120" fill="hsl(${hue} 45% 62%)"/>
<rect x="30" y="14" width="60" height="92" rx="8" fill="#fff"/>
<rect x="40" y="56" width="40" height="5" rx="2" fill="#59616b"/>
<rect x="40" y="84" width="40" height="10" rx="5" fill="hsl(${hue} 60% 40%)"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
export const photos = (count: number, marks: ReadonlyArray<UploadMark | undefined> = []): PickedImage[] =>
  Array.from({ length: count }, (_, i) => ({ id: `photo-${i + 1}`, url: photoUrl(i + 1), mark: marks[i] }));

export const TYPES: Record<Locale, { type: string; subType: string; other: string }> = {
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
  photosNotKept?: number;
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
export function LocalisedForm({
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

/** The form's later parts (photo grid, sent modal) are in before a story renders it ready: its play reads them. */
export const complaintFormLoaders = [async () => void (await preloadComplaintFormParts())];

/** The meta args of every Complaints/Form stories file (fresh spies for each). */
export const complaintFormArgs = () => ({
  onBack: fn(),
  onSend: fn(),
  onRetryUpload: fn(),
  onCheckAgain: fn(),
  onRetry: fn(),
  onTextChange: fn(),
  onSentDone: fn(),
  onTypeChange: fn(),
});

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };
export const textBox = ({ canvasElement, globals }: Ctx) =>
  within(canvasElement).getByRole('textbox', { name: storyText({ globals })('complaintForm.textLabel') });
export const sendButton = ({ canvasElement, globals }: Ctx) =>
  within(canvasElement).getByRole('button', { name: storyText({ globals })('complaintForm.send') });
