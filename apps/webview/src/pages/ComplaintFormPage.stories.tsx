import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { draftKey } from '@loan-h5/screens';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import { withPage } from './pageStoryDecorators';
import {
  backend,
  bridge,
  callsTo,
  DRAFT,
  ORDER_NO,
  PAGE_URL,
  ready,
  ReopenablePage,
  resetComplaintFormStory,
  settleComplaintFormStory,
} from './ComplaintFormPage.storyKit';

/** The real /complainPageNext container against the mock backend: the form, its types, a refused save. Photos: ComplaintFormPage.photos.stories.tsx; reloads and a lost answer: ComplaintFormPage.reloads.stories.tsx. */
const meta = {
  title: 'App/Complaint form page',
  component: ReopenablePage,
  decorators: [withPage],
  parameters: { page: { url: PAGE_URL, bridge }, ...backend(), docs: { story: inOwnFrame } },
  beforeEach: resetComplaintFormStory,
  afterEach: settleComplaintFormStory,
} satisfies Meta<typeof ReopenablePage>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const typeTitles = (ctx: PlayContext) =>
  ctx.globals.locale === 'id'
    ? {
        repayment: 'Pembayaran',
        fees: 'Biaya dan bunga',
        collection: 'Penagihan',
        family: 'Menghubungi kontak darurat',
      }
    : {
        repayment: 'Repayment',
        fees: 'Fees and interest',
        collection: 'Collection',
        family: 'Contacted my family or friends',
      };

export const Opened: Story = {
  play: async (ctx) => {
    const { t, canvas, box } = await ready(ctx);
    // The type's name from the server (type 2: repayment).
    await expect(canvas.getByText(ctx.globals.locale === 'id' ? 'Pembayaran' : 'Repayment')).toBeVisible();
    await expect(box).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: t('complaintForm.send') }));
    await expect(await canvas.findByText(t('complaintForm.required'))).toBeVisible();
    await expect(callsTo(ctx, 'upload-problem-img')).toHaveLength(0);
    await expect(callsTo(ctx, 'problem-save')).toHaveLength(0);
  },
};

export const SaveRefused: Story = {
  parameters: backend('code:problem-save:01:Please try again later|Silakan coba lagi nanti'),
  play: async (ctx) => {
    const { t, canvas, box } = await ready(ctx);
    await userEvent.type(box, 'Wrong fee');
    await userEvent.click(canvas.getByRole('button', { name: t('complaintForm.send') }));
    const message = ctx.globals.locale === 'id' ? 'Silakan coba lagi nanti' : 'Please try again later';
    const toast = await within(ctx.canvasElement.ownerDocument.body).findByText(message);
    await waitFor(() => expect(toast).toBeVisible());
    // Nothing lost: the text stays, Send works again.
    await expect(box).toHaveValue('Wrong fee');
    await waitFor(() => expect(box).not.toHaveAttribute('readonly'));
    await expect(JSON.parse(localStorage.getItem(DRAFT) ?? '{}')).toMatchObject({ text: 'Wrong fee' });
  },
};

export const TypesFailToLoad: Story = {
  parameters: backend('server-error:problem-types'),
  play: async (ctx) => {
    const t = storyText(ctx);
    const canvas = within(ctx.canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('error.title'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/**
 * Opened without a type (an old chatbot link): the server's types to choose from; Send without one is
 * refused and sends nothing; once chosen, one problem-save with it. The kept order and type position go.
 */
export const NoTypeChosenOnTheForm: Story = {
  parameters: { page: { url: `/complainPageNext?orderNo=${ORDER_NO}&tok=t0k`, bridge } },
  play: async (ctx) => {
    const { t, canvas, box } = await ready(ctx);
    const titles = typeTitles(ctx);
    const types = canvas.getByRole('radiogroup', { name: t('complaintForm.typeHeading') });
    await expect(within(types).getAllByRole('radio')).toHaveLength(6);
    await userEvent.type(box, 'My payment is not shown');
    await userEvent.click(canvas.getByRole('button', { name: t('complaintForm.send') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('complaintForm.chooseType'));
    await expect(callsTo(ctx, 'problem-save')).toHaveLength(0);
    // Collection asks for its sub-type too.
    await userEvent.click(within(types).getByRole('radio', { name: titles.collection }));
    const sub = canvas.getByRole('radiogroup', { name: t('complaintForm.subTypeHeading') });
    await userEvent.click(canvas.getByRole('button', { name: t('complaintForm.send') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('complaintForm.chooseSubType'));
    await expect(within(sub).getAllByRole('radio')).toHaveLength(4);
    await expect(callsTo(ctx, 'problem-save')).toHaveLength(0);
    // Another type: the sub-types go; this one is complete.
    await userEvent.click(within(types).getByRole('radio', { name: titles.repayment }));
    await expect(canvas.queryByRole('radiogroup', { name: t('complaintForm.subTypeHeading') })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    localStorage.setItem('orderNo', JSON.stringify(ORDER_NO));
    localStorage.setItem('selectedIndex', '1');
    await userEvent.click(canvas.getByRole('button', { name: t('complaintForm.send') }));
    await within(ctx.canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('complaintForm.sentTitle'),
    });
    const saves = callsTo(ctx, 'problem-save');
    await expect(saves).toHaveLength(1);
    await expect(saves[0]!.payload).toMatchObject({ problemType: '2', orderNo: ORDER_NO });
    await expect(saves[0]!.payload.problemSonType).toBeUndefined();
    // Spec 4: on success the complaint keys the pages kept are cleared.
    await expect(localStorage.getItem('orderNo')).toBeNull();
    await expect(localStorage.getItem('selectedIndex')).toBeNull();
  },
};

/** The spec's problemIndex (the type's position): the third type, shown as a tag, and saved with it. */
export const TypeFromProblemIndex: Story = {
  parameters: { page: { url: `/complainPageNext?problemIndex=2&orderNo=${ORDER_NO}&tok=t0k`, bridge } },
  play: async (ctx) => {
    const { t, canvas, box } = await ready(ctx);
    await expect(canvas.getByText(typeTitles(ctx).fees)).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await userEvent.type(box, 'The fee is higher than agreed');
    await userEvent.click(canvas.getByRole('button', { name: t('complaintForm.send') }));
    await within(ctx.canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('complaintForm.sentTitle'),
    });
    await expect(callsTo(ctx, 'problem-save')[0]!.payload.problemType).toBe('3');
    localStorage.removeItem(draftKey(ORDER_NO, 'index:2'));
  },
};
