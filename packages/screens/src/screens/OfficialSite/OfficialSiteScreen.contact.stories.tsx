import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import {
  COMPANY,
  DESKTOP,
  LocalisedSite,
  officialSiteMeta,
  PHONE,
  localeOf,
  showsFooter,
  showsSection,
  type Text,
} from '../../test-support/stories/officialSite';

/** Contact Us (nav 5): the form, its checks, the mail it opens, and the page without a company e-mail. */
const meta = {
  title: 'Site/Official site/Contact',
  ...officialSiteMeta(),
} satisfies Meta<typeof LocalisedSite>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(
  canvasElement: HTMLElement,
  t: Text,
  values: { name?: string; email?: string; message?: string },
) {
  const canvas = within(canvasElement);
  if (values.name)
    await userEvent.type(canvas.getByRole('textbox', { name: t('site.contact.name') }), values.name);
  if (values.email)
    await userEvent.type(canvas.getByRole('textbox', { name: t('site.contact.email') }), values.email);
  if (values.message)
    await userEvent.type(canvas.getByRole('textbox', { name: t('site.contact.message') }), values.message);
  await userEvent.click(canvas.getByRole('button', { name: t('site.contact.submit') }));
}

/** Contact Us (nav 5) at 320 px: three required fields and the note that we reply by e-mail. */
export const Contact: Story = {
  args: { section: 'contact' },
  globals: PHONE,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await showsSection(canvasElement, t, 'contact');
    for (const field of ['site.contact.name', 'site.contact.email', 'site.contact.message'] as const)
      await expect(canvas.getByRole('textbox', { name: t(field) })).toBeRequired();
    // How it reaches us, said plainly: nothing about a message that may not arrive.
    const email = COMPANY[localeOf(globals)].email;
    const form = canvas.getByRole('region', { name: t('site.title.contact') });
    await expect(form).toHaveTextContent(t('site.contact.how', { email }));
    await expect(form).toHaveTextContent(t('site.contact.writeTo', { email }));
    await expect(form).not.toHaveTextContent(/server/i);
  },
};

/** Contact Us at desktop width. */
export const ContactDesktop: Story = {
  args: { section: 'contact' },
  globals: DESKTOP,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await showsSection(canvasElement, t, 'contact');
    await showsFooter(canvasElement, t, globals);
  },
};

/** A field left empty: "Please provide complete information!", the empty fields marked, the first focused. */
export const ContactIncomplete: Story = {
  args: { section: 'contact' },
  globals: PHONE,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await fill(canvasElement, t, { name: 'Priya Sharma' });
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('site.contact.incomplete'));
    const email = canvas.getByRole('textbox', { name: t('site.contact.email') });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(t('site.contact.incomplete'));
    await expect(canvas.getByRole('textbox', { name: t('site.contact.message') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: t('site.contact.name') })).not.toHaveAttribute(
      'aria-invalid',
    );
    // What was typed stays.
    await expect(canvas.getByRole('textbox', { name: t('site.contact.name') })).toHaveValue('Priya Sharma');
    await expect(args.onContactSubmit).not.toHaveBeenCalled();
  },
};

/** An e-mail that is not one: a clear message naming the form it needs; nothing is lost. */
export const ContactBadEmail: Story = {
  args: { section: 'contact' },
  globals: PHONE,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await fill(canvasElement, t, {
      name: 'Priya Sharma',
      email: 'priya@example',
      message: 'When is my due date?',
    });
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('site.contact.badEmail'));
    const email = canvas.getByRole('textbox', { name: t('site.contact.email') });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: t('site.contact.message') })).toHaveValue(
      'When is my due date?',
    );
    await expect(args.onContactSubmit).not.toHaveBeenCalled();
  },
};

/**
 * A complete form: the borrower's mail app opens with a message to the company's e-mail (subject and body
 * from the form, encoded), the fields clear, and the status says the message is ready there, with a link
 * that opens it again. Typing again hides the status. No server call.
 */
export const ContactSubmitted: Story = {
  args: { section: 'contact' },
  globals: PHONE,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await fill(canvasElement, t, {
      name: ' Priya Sharma ',
      email: 'priya@example.in',
      message: 'When is my due date?',
    });
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(t('site.contact.sent', { from: 'priya@example.in' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onOpenMail).toHaveBeenCalledTimes(1);
    const href = (args.onOpenMail as unknown as { mock: { calls: [string][] } }).mock.calls[0]![0];
    const company = COMPANY[localeOf(globals)].email;
    await expect(href.startsWith(`mailto:${company}?`)).toBe(true);
    const mail = new URL(href).searchParams;
    await expect(mail.get('subject')).toBe(t('site.contact.mailSubject', { name: 'Priya Sharma' }));
    await expect(mail.get('body')).toBe(
      `When is my due date?\r\n\r\n${t('site.contact.mailSignature', { name: 'Priya Sharma', email: 'priya@example.in' })}`,
    );
    await expect(within(status).getByRole('link', { name: t('site.contact.openAgain') })).toHaveAttribute(
      'href',
      href,
    );
    for (const field of ['site.contact.name', 'site.contact.email', 'site.contact.message'] as const)
      await expect(canvas.getByRole('textbox', { name: t(field) })).toHaveValue('');
    await expect(args.onContactSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onContactSubmit).toHaveBeenCalledWith({
      name: 'Priya Sharma',
      email: 'priya@example.in',
      message: 'When is my due date?',
    });
    await userEvent.type(canvas.getByRole('textbox', { name: t('site.contact.name') }), 'B');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** No company e-mail in config.js: no form that could not reach anyone; the lead gives the telephone. */
export const ContactNoEmail: Story = {
  args: { section: 'contact' },
  globals: PHONE,
  render: (args) => <LocalisedSite {...args} companyEmailShown={false} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await showsSection(canvasElement, t, 'contact');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(
      canvas.getByText(t('site.contact.leadCall', { phone: COMPANY[localeOf(globals)].phone })),
    ).toBeVisible();
  },
};

/**
 * Contact Us at 320 px, scrolled to the end: the name field brought back into view as the caret is (moved up,
 * typed into) lands below the sticky header, not under it; focusing Menu leaves the page where it is.
 */
export const ContactFieldRevealedBelowTheHeader: Story = {
  args: { section: 'contact' },
  globals: PHONE,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const win = canvasElement.ownerDocument.defaultView!;
    await showsSection(canvasElement, t, 'contact');
    const header = canvas.getByRole('banner');
    const name = canvas.getByRole('textbox', { name: t('site.contact.name') });
    const menu = within(header).getByRole('button', { name: t('site.menu') });
    win.scrollTo(0, win.document.documentElement.scrollHeight);
    await waitFor(() => expect(name.getBoundingClientRect().bottom).toBeLessThan(0)); // above the screen
    const end = win.scrollY;
    menu.focus();
    await expect(menu).toHaveFocus();
    await expect(win.scrollY).toBe(end);
    // As the browser reveals the caret (to the nearest edge; a focus() would centre the field).
    name.scrollIntoView({ block: 'nearest' });
    await expect(name.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      header.getBoundingClientRect().bottom,
    );
    name.blur();
    win.scrollTo(0, 0);
  },
};
