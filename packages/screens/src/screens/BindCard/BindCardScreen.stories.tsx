import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLocale } from '../../i18n/LocaleProvider';
import type { Market } from '../../theme/markets';
import { storyText } from '../../test-support/storyText';
import { BindCardScreen, type BindCardRequest, type CardBank } from './BindCardScreen';

const BANKS: Record<Market, CardBank[]> = {
  ID: [
    { code: '014', name: 'BCA' },
    { code: '008', name: 'Mandiri' },
  ],
  IN: [
    { code: 'HDFC0000240', name: 'HDFC Bank' },
    { code: 'SBIN0000002', name: 'State Bank of India' },
  ],
};

interface StoryArgs {
  submitting?: boolean;
  onSubmit: (card: BindCardRequest) => void;
  onBack: () => void;
}

function LocalisedBindCard(args: StoryArgs) {
  const { market } = useLocale();
  return <BindCardScreen banks={BANKS[market]} {...args} />;
}

const meta = {
  title: 'Repay/Bind card',
  component: LocalisedBindCard,
  args: { onSubmit: fn(), onBack: fn() },
} satisfies Meta<typeof LocalisedBindCard>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function fill({ canvasElement, globals }: PlayContext, cardNumber: string) {
  const t = storyText({ globals });
  const canvas = within(canvasElement);
  const bank = canvas.getByRole('combobox', { name: t('payway.bank') });
  await userEvent.selectOptions(bank, within(bank).getAllByRole('option')[1]!);
  // Pasted (typing key by key is the caret story's): grouping applies to a paste too.
  await userEvent.click(canvas.getByRole('textbox', { name: t('payway.cardNumber') }));
  await userEvent.paste(cardNumber);
  // Name and phone pasted: the number is the field that is typed key by key.
  await userEvent.click(canvas.getByRole('textbox', { name: t('payway.holderName') }));
  await userEvent.paste('Budi Santoso');
  await userEvent.click(canvas.getByRole('textbox', { name: t('payway.phone') }));
  await userEvent.paste('081234567890');
}

/** A card number shows in groups of 4; the complete form sends digits only. */
export const AddCard: Story = {
  play: async (context) => {
    const { canvasElement, globals, args } = context;
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await fill(context, '4111111111111111');
    const number = canvas.getByRole('textbox', { name: t('payway.cardNumber') });
    await expect(number).toHaveValue('4111 1111 1111 1111');
    await userEvent.click(canvas.getByRole('button', { name: t('payway.bindSubmit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        cardNo: '4111111111111111',
        holderName: 'Budi Santoso',
        phone: '081234567890',
      }),
    );
    const sent = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as BindCardRequest;
    await expect(sent.bankName).not.toBe('');
  },
};

/** A number failing the Luhn rule is refused before anything is sent, and the field says why. */
export const InvalidLuhn: Story = {
  play: async (context) => {
    const { canvasElement, globals, args } = context;
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await fill(context, '4111111111111112');
    await userEvent.click(canvas.getByRole('button', { name: t('payway.bindSubmit') }));
    const number = canvas.getByRole('textbox', { name: t('payway.cardNumber') });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(t('payway.cardNumberInvalid'));
    await expect(number).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An empty form: every field says what it needs; the bank list takes focus first. */
export const EmptyFormRefused: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('payway.bindSubmit') }));
    await expect(canvas.getByText(t('payway.bankMissing'))).toBeVisible();
    await expect(canvas.getByText(t('payway.holderMissing'))).toBeVisible();
    await expect(canvas.getByText(t('payway.phoneInvalid'))).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('payway.bank') })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing in the middle of the number keeps the caret where the borrower types. */
export const CaretStays: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const number = within(canvasElement).getByRole('textbox', {
      name: t('payway.cardNumber'),
    }) as HTMLInputElement;
    await userEvent.type(number, '41111111');
    await expect(number).toHaveValue('4111 1111');
    number.setSelectionRange(2, 2);
    await userEvent.type(number, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    await expect(number).toHaveValue('4191 1111 1');
    await expect(number.selectionStart).toBe(3);
  },
};

/** Binding is on its way: Add card is busy. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(within(canvasElement).getByRole('button', { name: t('payway.bindSubmit') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
