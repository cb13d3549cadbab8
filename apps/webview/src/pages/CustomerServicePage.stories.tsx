import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { customerContact } from '@loan-h5/api';
import {
  createMockStore,
  customerContactFor,
  endpointPattern,
  handlersFor,
  type MockMarket,
} from '@loan-h5/api/mocks';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import { hasPage } from '../routes/hasPage';
import CustomerServicePage from './CustomerServicePage';
import { clearBridge, recordingBridge, withPage } from './pageStoryDecorators';
import { loadsAsSkeleton, skeletonGone, SLOW_LOAD_MS } from './pageStoryPlays';

const bridge = recordingBridge();
const store = createMockStore();
// A scenario's state reseeds the store it is given: one store per state.
const noPhone = createMockStore();
const noContact = createMockStore();

type Globals = Record<string, unknown>;
const marketOf = (globals: Globals): MockMarket => (globals.locale === 'id' ? 'ID' : 'IN');
/** The app's configured service phone (config.js), for the stories that set one. */
const CONFIG_PHONE = '1800-200-3300';

/** Sets config.js's service phone for one story (the page reads it when it opens). */
function withServicePhone(servicePhone: string) {
  return () => {
    const before = window.__LOAN_H5_CONFIG__;
    window.__LOAN_H5_CONFIG__ = { ...before, servicePhone };
    return () => {
      window.__LOAN_H5_CONFIG__ = before;
    };
  };
}

/** The complaint page (/phenomenon) stands in here, showing where the entry led. */
function ComplaintProbe() {
  const { pathname, search } = useLocation();
  return <p data-complaint-page="">{`${pathname}${search}`}</p>;
}

/** The first get-whatsapp call fails with HTTP 500, the next ones reach the mock backend. */
let failuresLeft = 0;
const failFirst = http.post(endpointPattern(customerContact, '/gateway'), () => {
  if (failuresLeft <= 0) return undefined;
  failuresLeft -= 1;
  return new HttpResponse(null, { status: 500 });
});

/** The real /customerService container against the mock backend. */
const meta = {
  title: 'App/Customer service page',
  component: CustomerServicePage,
  decorators: [withPage],
  parameters: {
    docs: { story: inOwnFrame },
    page: { url: '/customerService?tok=t0k', bridge },
    msw: { handlers: { backend: handlersFor('', store) } },
  },
  render: () => (
    <Routes>
      <Route path="/customerService" element={<CustomerServicePage />} />
      <Route path="/phenomenon" element={<ComplaintProbe />} />
    </Routes>
  ),
  beforeEach: () => {
    clearBridge(bridge);
    for (const each of [store, noPhone, noContact]) each.reset();
    failuresLeft = 0;
  },
} satisfies Meta<typeof CustomerServicePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const callButton = (canvasElement: HTMLElement, globals: Globals, phone: string) =>
  within(canvasElement).findByRole('button', { name: `${storyText({ globals })('service.call')} ${phone}` });

/**
 * The server's phone calls through the app; its e-mail is a mailto: link; overall=30 on the wire. The
 * complaint entry shows exactly when the app has a page at /phenomenon.
 */
export const LoadedContact: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const { bophone, boemail } = customerContactFor(marketOf(globals));
    await userEvent.click(await callButton(canvasElement, globals, bophone));
    await expect(bridge.callPhone).toHaveBeenCalledWith(bophone);
    await expect(canvas.getByRole('link', { name: t('info.service.emailAction') })).toHaveAttribute(
      'href',
      `mailto:${boemail}`,
    );
    await expect(store.calls.find((c) => c.endpoint === 'get-whatsapp')?.payload).toMatchObject({
      overall: '30',
    });

    const entry = canvas.queryByRole('button', { name: t('info.service.complaintAction') });
    if (!hasPage('/phenomenon')) {
      await expect(entry).toBeNull();
      return;
    }
    await userEvent.click(entry!);
    const probe = await canvas.findByText(/^\/phenomenon\?/);
    const target = new URL(probe.textContent ?? '', 'https://h5.test');
    await expect(target.searchParams.get('tok')).toBe('t0k');
    await expect(target.searchParams.get('lang')).toBe(globals.locale === 'id' ? '0' : '1');
  },
};

/** The server has no phone: the configured service phone (config.js) is the one to call. */
export const ConfiguredPhone: Story = {
  name: 'No phone from the server: the configured one',
  parameters: { msw: { handlers: { backend: handlersFor('serviceContact:noPhone', noPhone) } } },
  beforeEach: withServicePhone(CONFIG_PHONE),
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(await callButton(canvasElement, globals, CONFIG_PHONE));
    await expect(bridge.callPhone).toHaveBeenCalledWith(CONFIG_PHONE);
  },
};

/** Neither the server nor config.js has a contact: the page says so; Try again asks again. */
export const NoContact: Story = {
  parameters: { msw: { handlers: { backend: handlersFor('serviceContact:none', noContact) } } },
  beforeEach: withServicePhone(''),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('info.service.noContact'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(await canvas.findByText(t('info.service.noContact'))).toBeVisible();
    await expect(noContact.calls.filter((c) => c.endpoint === 'get-whatsapp')).toHaveLength(2);
  },
};

/** The contact is slow to come: the page's own skeleton, Back usable; then the contact. */
export const SlowLoad: Story = {
  parameters: { msw: { handlers: { backend: handlersFor(`slow:get-whatsapp:${SLOW_LOAD_MS}`, store) } } },
  play: async ({ canvasElement, globals }) => {
    await loadsAsSkeleton(canvasElement, globals, 'info.service.loading');
    await skeletonGone(canvasElement);
    await expect(
      await callButton(canvasElement, globals, customerContactFor(marketOf(globals)).bophone),
    ).toBeVisible();
  },
};

/** The server fails: the error, the configured phone still callable; Try again loads the contact. */
export const ServerErrorRetry: Story = {
  parameters: { msw: { handlers: { backend: [failFirst, ...handlersFor('', store)] } } },
  beforeEach: () => {
    failuresLeft = 1;
    return withServicePhone(CONFIG_PHONE)();
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('error.title'));
    await userEvent.click(await callButton(canvasElement, globals, CONFIG_PHONE));
    await expect(bridge.callPhone).toHaveBeenCalledWith(CONFIG_PHONE);
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    const { boemail } = customerContactFor(marketOf(globals));
    await expect(await canvas.findByText(boemail)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
