import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useFormat } from '../../i18n/LocaleProvider';
import { color, font, radius, space } from '../../theme/tokens';
import { Tabs, type TabItem } from './Tabs';

/**
 * Tab labels and panels are the host's content, so stories carry them per language. Complaint times are
 * as the server sends them (`YYYY-MM-DD HH:MM:SS`) and shown with the app's date formatter.
 */
const copy = {
  en: {
    complaints: 'Complaints',
    inProgress: 'In progress',
    completed: 'Completed',
    open: [
      {
        time: '2025-03-12 10:42:07',
        type: 'Collection',
        text: 'I received repeated calls after I had already repaid.',
      },
      {
        time: '2025-03-09 18:05:33',
        type: 'Repayment',
        text: 'My UPI payment was deducted but the loan still shows as due.',
      },
    ],
    done: [
      {
        time: '2025-02-02 09:15:00',
        type: 'Disbursement',
        text: 'The loan amount reached my bank account late.',
      },
    ],
    categories: 'Help topics',
    topics: [
      ['apply', 'Loan application', 'How do I apply for my first loan?'],
      ['repay', 'Repayment', 'Which payment methods can I use to repay?'],
      ['extend', 'Extension', 'How much does an extension cost?'],
      ['card', 'Bank card', 'How do I change my bank account?'],
      ['account', 'Account', 'How do I change my registered phone number?'],
      ['verify', 'Verification', 'Why was my KYC verification rejected?'],
      ['disburse', 'Disbursement', 'When will the money reach my account?'],
      ['other', 'Others', 'How do I contact customer service?'],
    ],
  },
  id: {
    complaints: 'Pengaduan',
    inProgress: 'Diproses',
    completed: 'Selesai',
    open: [
      {
        time: '2025-03-12 10:42:07',
        type: 'Penagihan',
        text: 'Saya terus ditelepon padahal sudah membayar.',
      },
      {
        time: '2025-03-09 18:05:33',
        type: 'Pembayaran',
        text: 'Saldo saya terpotong, tetapi tagihan masih belum lunas.',
      },
    ],
    done: [
      {
        time: '2025-02-02 09:15:00',
        type: 'Pencairan',
        text: 'Dana pinjaman terlambat masuk ke rekening saya.',
      },
    ],
    categories: 'Topik bantuan',
    topics: [
      ['apply', 'Pengajuan pinjaman', 'Bagaimana cara mengajukan pinjaman pertama?'],
      ['repay', 'Pembayaran', 'Metode pembayaran apa saja yang bisa dipakai?'],
      ['extend', 'Perpanjangan', 'Berapa biaya perpanjangan?'],
      ['card', 'Kartu bank', 'Bagaimana cara mengganti rekening bank?'],
      ['account', 'Akun', 'Bagaimana cara mengganti nomor ponsel terdaftar?'],
      ['verify', 'Verifikasi', 'Mengapa verifikasi KTP saya ditolak?'],
      ['disburse', 'Pencairan dana', 'Kapan dana masuk ke rekening saya?'],
      ['other', 'Lainnya', 'Bagaimana cara menghubungi layanan pelanggan?'],
    ],
  },
};
const copyFor = (globals: Record<string, unknown>) => (globals.locale === 'id' ? copy.id : copy.en);

type Entry = { time: string; type: string; text: string };
function Entries({ entries }: { entries: Entry[] }) {
  const { dateTime } = useFormat();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: space.lg, display: 'grid', gap: space.md }}>
      {entries.map((e) => (
        <li key={e.time} style={{ background: color.surface, borderRadius: radius.lg, padding: space.lg }}>
          <div
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              fontSize: font.size.sm,
              color: color['text-muted'],
            }}
          >
            <span>{e.type}</span>
            <span>{dateTime(e.time)}</span>
          </div>
          <p style={{ marginTop: space.xs }}>{e.text}</p>
        </li>
      ))}
    </ul>
  );
}

const complaintTabs = (globals: Record<string, unknown>): TabItem[] => {
  const c = copyFor(globals);
  return [
    { value: 'open', label: c.inProgress, content: <Entries entries={c.open} /> },
    { value: 'done', label: c.completed, content: <Entries entries={c.done} /> },
  ];
};

const meta = {
  title: 'Kit/Tabs',
  component: Tabs,
  args: { onChange: fn(), items: [] },
  render: (args, { globals }) => (
    <Tabs {...args} label={copyFor(globals).complaints} items={complaintTabs(globals)} />
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoTabs: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const c = copyFor(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: c.completed }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('done');
    await expect(canvas.getByRole('tabpanel', { name: c.completed })).toHaveTextContent(c.done[0]!.text);
    await userEvent.click(canvas.getByRole('tab', { name: c.inProgress }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(c.open[0]!.text);
    // The server's 2025-03-12 10:42:07 in the borrower's language: Indonesian writes the clock with a dot.
    const shown = globals.locale === 'id' ? '12 Mar 2025, 10.42' : '12 Mar 2025, 10:42';
    await expect(canvas.getByText(shown)).toBeVisible();
    await expect(canvas.queryByText(c.open[0]!.time)).not.toBeInTheDocument();
  },
};

export const ManyTabsScrolling: Story = {
  render: (args, { globals }) => {
    const c = copyFor(globals);
    const items = c.topics.map(([value, label]) => ({ value: value!, label }));
    return (
      <Tabs {...args} label={c.categories} items={items}>
        {(value) => <p style={{ padding: space.lg }}>{c.topics.find(([v]) => v === value)?.[2]}</p>}
      </Tabs>
    );
  },
  play: async ({ canvasElement, args, globals }) => {
    const c = copyFor(globals);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: c.categories });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.click(canvas.getByRole('tab', { name: c.topics[1]![1] }));
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith('other');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(c.topics[7]![2]!);
    // The selected tab is scrolled into view.
    await waitFor(() =>
      expect(list.scrollLeft + list.clientWidth).toBeGreaterThanOrEqual(list.scrollWidth - 1),
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const c = copyFor(globals);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: c.inProgress })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const completed = canvas.getByRole('tab', { name: c.completed });
    await expect(completed).toHaveFocus();
    await expect(completed).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('done');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(c.done[0]!.text);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: c.inProgress })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};
