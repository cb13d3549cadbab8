import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLocale, type Locale } from '../../i18n/LocaleProvider';
import { complaintTabsFor } from '../../test-support/fixtures/complaints';
import { failsWithRetry, showsLoading } from '../../test-support/loadStatePlays';
import { storyText } from '../../test-support/storyText';
import { ComplaintListScreen } from './ComplaintListScreen';

type Globals = Record<string, unknown>;
const localeOf = (globals: Globals): Locale => (globals.locale === 'id' ? 'id' : 'en');

interface StoryArgs {
  list?: 'entries' | 'emptyTabs' | 'noTabs';
  load?: 'ready' | 'loading' | 'error';
  onBack: () => void;
  onOpen: (problemId: string) => void;
  onNewComplaint: () => void;
  onRetry: () => void;
}

function LocalisedList({ list = 'entries', load = 'ready', onRetry, ...rest }: StoryArgs) {
  const { locale } = useLocale();
  if (load === 'loading') return <ComplaintListScreen status="loading" {...rest} />;
  if (load === 'error') return <ComplaintListScreen status="error" onRetry={onRetry} {...rest} />;
  const tabs = list === 'noTabs' ? [] : complaintTabsFor(locale, list === 'emptyTabs');
  return <ComplaintListScreen status="ready" tabs={tabs} {...rest} />;
}

const meta = {
  title: 'Complaints/List',
  component: LocalisedList,
  args: { onBack: fn(), onOpen: fn(), onNewComplaint: fn(), onRetry: fn() },
} satisfies Meta<typeof LocalisedList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tabs with their complaints: time, type and content; a tap opens the complaint; tabs switch. */
export const WithEntries: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const [inProgress, resolved] = complaintTabsFor(localeOf(globals));
    await expect(canvas.getByRole('tablist', { name: t('complaint.tabsLabel') })).toBeVisible();
    const first = inProgress!.complaints[0]!;
    const entry = canvas.getByRole('button', { name: new RegExp(first.type) });
    await expect(entry).toHaveTextContent(first.content);
    // The time in the borrower's language: 10 Jun 2026, 22:17 / 10 Jun 2026, 22.17.
    await expect(entry).toHaveTextContent(
      localeOf(globals) === 'id' ? '10 Jun 2026, 22.17' : '10 Jun 2026, 22:17',
    );
    await userEvent.click(entry);
    await expect(args.onOpen).toHaveBeenCalledWith(first.id);

    await userEvent.click(canvas.getByRole('tab', { name: new RegExp(resolved!.name) }));
    await expect(canvas.getByRole('tab', { name: new RegExp(resolved!.name) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(resolved!.complaints[0]!.type) }));
    await expect(args.onOpen).toHaveBeenLastCalledWith(resolved!.complaints[0]!.id);
  },
};

/** An empty tab: an empty state with a way to file a complaint. */
export const EmptyTab: Story = {
  args: { list: 'emptyTabs' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('complaint.listEmpty') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('complaint.fileOne') }));
    await expect(args.onNewComplaint).toHaveBeenCalledTimes(1);
  },
};

/** The server sends no tabs at all: the same empty state, without tabs. */
export const NoTabs: Story = {
  args: { list: 'noTabs' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getByRole('button', { name: t('complaint.fileOne') })).toBeVisible();
  },
};

export const Loading: Story = { args: { load: 'loading' }, play: showsLoading('complaint.listLoading') };

export const LoadError: Story = { args: { load: 'error' }, play: failsWithRetry };
