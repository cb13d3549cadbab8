import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { useFormat, useLocale } from '../../i18n/LocaleProvider';
import { PaymentSteps, type PaymentStepGroup, type PaymentStepsProps } from './PaymentSteps';

const VA_ID = '3901 0812 3456 7890';
const VA_IN = '2223 3300 8841 2760';

/** The payment guides a virtual-account page gets from the server, in the active language. */
function useGuides() {
  const { locale } = useLocale();
  const { money } = useFormat();
  if (locale === 'id') {
    const total = money(1575000);
    const atm = [
      'Masukkan kartu ATM dan PIN BCA Anda.',
      'Pilih Transaksi Lainnya > Transfer > ke Rekening BCA Virtual Account.',
      `Masukkan nomor Virtual Account ${VA_ID}, lalu pilih Benar.`,
      `Periksa nama dan total tagihan ${total}, lalu pilih Ya.`,
      'Simpan struk sebagai bukti pembayaran.',
    ];
    const groups: PaymentStepGroup[] = [
      { name: 'ATM BCA', steps: atm },
      {
        name: 'm-BCA (BCA mobile)',
        steps: [
          'Buka aplikasi BCA mobile dan pilih m-BCA, lalu masukkan kode akses.',
          'Pilih m-Transfer > BCA Virtual Account.',
          `Masukkan nomor Virtual Account ${VA_ID}, lalu pilih Send.`,
          `Periksa total tagihan ${total}, lalu pilih OK.`,
          'Masukkan PIN m-BCA. Pembayaran selesai.',
        ],
      },
      {
        name: 'KlikBCA (internet banking)',
        steps: [
          'Masuk ke KlikBCA Individual dengan User ID dan PIN Anda.',
          'Pilih Transfer Dana > Transfer ke BCA Virtual Account.',
          `Masukkan nomor Virtual Account ${VA_ID}, lalu pilih Lanjutkan.`,
          'Masukkan respons KeyBCA Appli 1, lalu pilih Kirim.',
        ],
      },
    ];
    return { atmTitle: 'Bayar lewat ATM BCA', atm, groupsTitle: 'Cara pembayaran', groups };
  }
  const total = money(8450);
  const atm = [
    'Insert your debit card and enter your ATM PIN.',
    'Choose Fund Transfer > Transfer to another account.',
    `Enter the virtual account number ${VA_IN} and IFSC YESB0CMSNOC.`,
    `Check the name and the total of ${total}, then confirm.`,
    'Keep the receipt as proof of payment.',
  ];
  const groups: PaymentStepGroup[] = [
    { name: 'ATM', steps: atm },
    {
      name: 'Mobile banking',
      steps: [
        'Open your bank app and log in.',
        `Add a payee: account number ${VA_IN}, IFSC YESB0CMSNOC.`,
        `Send ${total} to the new payee by IMPS.`,
        'Wait for the confirmation SMS from your bank.',
      ],
    },
    {
      name: 'Internet banking',
      steps: [
        "Log in to your bank's internet banking.",
        `Add a beneficiary with account number ${VA_IN} and IFSC YESB0CMSNOC.`,
        `Transfer ${total} by IMPS or NEFT.`,
        'Your payment is processed within 5 minutes.',
      ],
    },
  ];
  return { atmTitle: 'Pay at an ATM', atm, groupsTitle: 'How to pay', groups };
}

function AtmGuide(props: PaymentStepsProps) {
  const { atmTitle, atm } = useGuides();
  return <PaymentSteps title={atmTitle} steps={atm} {...props} />;
}

function GroupedGuide(props: PaymentStepsProps) {
  const { groupsTitle, groups } = useGuides();
  return <PaymentSteps title={groupsTitle} groups={groups} {...props} />;
}

const meta = {
  title: 'Kit/PaymentSteps',
  component: PaymentSteps,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Virtual-account steps at an ATM. */
export const VirtualAccountAtm: Story = {
  render: (args) => <AtmGuide {...args} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const list = within(canvasElement).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent(t('paymentSteps.step', { index: 1 }));
  },
};

/** One collapsible list per channel; the first is open. */
export const GroupedByChannel: Story = {
  render: (args) => <GroupedGuide {...args} />,
  play: async ({ canvasElement }) => {
    const groups = Array.from(canvasElement.querySelectorAll('details'));
    const [first, second] = groups;
    if (!first || !second) throw new Error('expected channel groups');
    await expect(groups).toHaveLength(3);
    await expect(within(first).getByRole('list')).toBeVisible();
    await expect(within(second).getByRole('list')).not.toBeVisible();

    await userEvent.click(within(second).getByText(second.querySelector('summary')?.textContent ?? ''));
    await expect(second).toHaveAttribute('open');
    await expect(within(second).getAllByRole('listitem')[0]).toBeVisible();
    // Opening one channel leaves the others as they were.
    await expect(within(first).getByRole('list')).toBeVisible();
  },
};

/** All groups closed until the borrower picks a channel. */
export const GroupedAllClosed: Story = {
  render: (args) => <GroupedGuide {...args} defaultOpen={[]} />,
  play: async ({ canvasElement }) => {
    for (const list of within(canvasElement).getAllByRole('list')) await expect(list).not.toBeVisible();
  },
};

const LONG = {
  en: [
    'Open your bank app, go to Payments and choose "Pay to a bank account". If you do not see it, look under More > Transfers > New payee, and add the account before you continue.',
    'Enter this virtual account number exactly as shown, without spaces: 222333008841276099001122334455',
    'The bank may say the payee is "<b>LOAN SERVICES PVT LTD</b>" — that is us.\nCheck the amount before you confirm.',
    'Done.',
  ],
  id: [
    'Buka aplikasi bank Anda, pilih menu Pembayaran lalu Virtual Account. Jika menu tidak tersedia, cari di Lainnya > Transfer > Penerima baru, dan tambahkan rekening sebelum melanjutkan.',
    'Masukkan nomor Virtual Account ini persis seperti tertulis, tanpa spasi: 390108123456789099001122334455',
    'Bank mungkin menampilkan penerima "<b>PT DANA PINJAM INDONESIA</b>" — itu adalah kami.\nPeriksa jumlahnya sebelum mengonfirmasi.',
    'Selesai.',
  ],
};

function LongGuide(props: PaymentStepsProps) {
  const { locale } = useLocale();
  return (
    <PaymentSteps
      title={locale === 'id' ? 'Langkah pembayaran lewat aplikasi bank' : 'Paying with your bank app'}
      steps={LONG[locale]}
      {...props}
    />
  );
}

/** Long server text wraps (also a long unbroken number); the payee's bold is drawn as bold, no tag shows. */
export const LongStepText: Story = {
  render: (args) => <LongGuide {...args} />,
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.querySelector('b')).toHaveTextContent(
      globals.locale === 'id' ? 'PT DANA PINJAM INDONESIA' : 'LOAN SERVICES PVT LTD',
    );
    await expect(canvasElement).not.toHaveTextContent('<b>');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
