import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLocale, type Locale } from '../../i18n/LocaleProvider';
import { failsWithRetry, showsLoading } from '../../test-support/loadStatePlays';
import { storyText } from '../../test-support/storyText';
import { CustomerServiceScreen, type CustomerServiceScreenProps } from './CustomerServiceScreen';
import { serviceContacts } from './serviceContacts';

type Globals = Record<string, unknown>;
const localeOf = (globals: Globals): Locale => (globals.locale === 'id' ? 'id' : 'en');

/** What `get-whatsapp` sends in each market, and the app's configured service phone. */
const SERVER: Record<Locale, { phone: string; email: string }> = {
  en: { phone: '1800-102-4455', email: 'care@rupeeexpress.example' },
  id: { phone: '021-5091-8800', email: 'bantuan@danakilat.example' },
};
const CONFIG_PHONE: Record<Locale, string> = { en: '1800-200-3300', id: '1500-888' };

interface StoryArgs {
  /** What the server sends. */
  contact?: 'both' | 'noPhone' | 'noEmail' | 'none' | 'oddEmail' | 'longEmail';
  load?: 'ready' | 'loading' | 'error' | 'offline';
  canComplain?: boolean;
  onBack: () => void;
  onCall: (phone: string) => void;
  onComplaint: () => void;
  onRetry: () => void;
}

function serverContact(locale: Locale, kind: NonNullable<StoryArgs['contact']>) {
  const server = SERVER[locale];
  switch (kind) {
    case 'noPhone':
      return { ...server, phone: '' };
    case 'noEmail':
      return { ...server, email: '' };
    case 'none':
      return { phone: '', email: '' };
    case 'oddEmail':
      return { ...server, email: `${server.email}?bcc=everyone@elsewhere.example` };
    case 'longEmail':
      return { ...server, email: 'customer.care.and.complaints.department@rupeeexpress-financial.example' };
    default:
      return server;
  }
}

/** The screen with the contact in the story's language; with no server phone, the configured one. */
function LocalisedService({ contact = 'both', load = 'ready', onRetry, ...rest }: StoryArgs) {
  const { locale } = useLocale();
  const props = rest satisfies Partial<CustomerServiceScreenProps>;
  if (load === 'loading') return <CustomerServiceScreen status="loading" {...props} />;
  if (load === 'error' || load === 'offline')
    return (
      <CustomerServiceScreen
        status="error"
        offline={load === 'offline'}
        onRetry={onRetry}
        fallbackPhone={CONFIG_PHONE[locale]}
        {...props}
      />
    );
  // 'none': nothing from the server and nothing configured.
  const configured = contact === 'none' ? '' : CONFIG_PHONE[locale];
  return (
    <CustomerServiceScreen
      status="ready"
      contacts={serviceContacts(serverContact(locale, contact), configured)}
      onRetry={onRetry}
      {...props}
    />
  );
}

const meta = {
  title: 'Service/Customer service',
  component: LocalisedService,
  args: { onBack: fn(), onCall: fn(), onComplaint: fn(), onRetry: fn() },
} satisfies Meta<typeof LocalisedService>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const callButton = ({ canvasElement, globals }: PlayContext, phone: string) =>
  within(canvasElement).getByRole('button', { name: `${storyText({ globals })('service.call')} ${phone}` });

const complaintButton = ({ canvasElement, globals }: PlayContext) =>
  within(canvasElement).queryByRole('button', {
    name: storyText({ globals })('info.service.complaintAction'),
  });

/** The server's phone and e-mail: the phone calls it, the e-mail opens the mail app; no complaint entry. */
export const Default: Story = {
  play: async (context) => {
    const { canvasElement, globals, args } = context;
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const { phone, email } = SERVER[localeOf(globals)];
    await expect(canvas.getByRole('heading', { level: 1, name: t('label.customerService') })).toBeVisible();
    await expect(canvas.getByRole('region', { name: t('info.service.phone') })).toBeVisible();
    await userEvent.click(callButton(context, phone));
    await expect(args.onCall).toHaveBeenCalledWith(phone);

    const mail = canvas.getByRole('region', { name: t('info.service.email') });
    await expect(mail).toHaveTextContent(email);
    await expect(within(mail).getByRole('link', { name: t('info.service.emailAction') })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
    // Without a complaint page in the app there is no way there.
    await expect(complaintButton(context)).toBeNull();
  },
};

/** The app has a complaint page: the entry shows, and choosing it asks the app to open it. */
export const WithComplaintEntry: Story = {
  args: { canComplain: true },
  play: async (context) => {
    const t = storyText(context);
    const entry = within(context.canvasElement).getByRole('region', { name: t('info.service.complaint') });
    await expect(entry).toHaveTextContent(t('info.service.complaintHint'));
    await userEvent.click(complaintButton(context)!);
    await expect(context.args.onComplaint).toHaveBeenCalledTimes(1);
  },
};

/** The server sends no phone: the app's configured service phone is the one to call. */
export const ConfiguredPhone: Story = {
  name: 'Service phone from config',
  args: { contact: 'noPhone' },
  play: async (context) => {
    const phone = CONFIG_PHONE[localeOf(context.globals)];
    await userEvent.click(callButton(context, phone));
    await expect(context.args.onCall).toHaveBeenCalledWith(phone);
  },
};

/** No e-mail from the server: the phone alone, no e-mail card. */
export const NoEmail: Story = {
  args: { contact: 'noEmail' },
  play: async (context) => {
    const t = storyText(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.queryByRole('region', { name: t('info.service.email') })).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(callButton(context, SERVER[localeOf(context.globals)].phone)).toBeVisible();
  },
};

/**
 * An e-mail that is not a plain address (here one that would add a recipient): shown as text to read,
 * never a link that could write to anyone else.
 */
export const OddEmail: Story = {
  name: 'E-mail not a plain address',
  args: { contact: 'oddEmail' },
  play: async (context) => {
    const t = storyText(context);
    const mail = within(context.canvasElement).getByRole('region', { name: t('info.service.email') });
    await expect(mail).toHaveTextContent(serverContact(localeOf(context.globals), 'oddEmail').email);
    await expect(within(mail).queryByRole('link')).toBeNull();
  },
};

/** A long address wraps inside its card at 320 px; nothing scrolls sideways. */
export const LongEmail: Story = {
  args: { contact: 'longEmail' },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async (context) => {
    const t = storyText(context);
    const link = within(context.canvasElement).getByRole('link', { name: t('info.service.emailAction') });
    await expect(link.getAttribute('href')).toBe(
      `mailto:${serverContact(localeOf(context.globals), 'longEmail').email}`,
    );
    const doc = context.canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** Neither the server nor the configuration has a contact: said plainly, with Try again. */
export const NoContact: Story = {
  args: { contact: 'none', canComplain: true },
  play: async (context) => {
    const t = storyText(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(t('info.service.noContact'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: new RegExp(t('service.call')) })).toBeNull();
    // The complaint entry still offers a way on.
    await expect(complaintButton(context)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(context.args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { load: 'loading' }, play: showsLoading('info.service.loading') };

/** The contact could not be loaded: Try again; the configured phone can still be called. */
export const LoadError: Story = {
  name: 'Error',
  args: { load: 'error' },
  play: async (context) => {
    await failsWithRetry(context);
    const phone = CONFIG_PHONE[localeOf(context.globals)];
    await userEvent.click(callButton(context, phone));
    await expect(context.args.onCall).toHaveBeenCalledWith(phone);
  },
};

/** No connection: said so, with Try again, the configured phone and the complaint entry. */
export const Offline: Story = {
  args: { load: 'offline', canComplain: true },
  play: async (context) => {
    const t = storyText(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('error.network'));
    await expect(callButton(context, CONFIG_PHONE[localeOf(context.globals)])).toBeVisible();
    await expect(complaintButton(context)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(context.args.onRetry).toHaveBeenCalledTimes(1);
  },
};
