import type { loanEndpoints } from '../../endpoints/loan';
import { sampleAgreementPath } from '../assets';
import { createOrder, DEFAULT_PRODUCT_ID, withStatus, type WireOrder } from '../fixtures/loan';
import { pick } from '../market';
import { loanConfirmFor, nextId, orderFor, seededOrder } from '../store';
import { failure, type MockContext, type MockEndpoint } from './define';

/** Status of a loan the borrower has just confirmed: under review (unless the scenario sets `orderStatus`). */
export const STATUS_AFTER_PUSH = 21;

/** Orders made by confirming a loan are numbered above this (the seeded ones are below). */
const CONFIRMED_ORDER_IDS = 20000;

const orderOf = (ctx: MockContext) =>
  orderFor(ctx.db, ctx.store.seed, ctx.params.orderId, ctx.params.orderNo);

/** An order as `loan-details` sends it: its repayment page as an absolute URL on the app's origin. */
const detailsOf = (ctx: MockContext, order: WireOrder): WireOrder => ({
  ...order,
  h5Url: ctx.appUrl(order.h5Url),
});

const confirmOf = (ctx: MockContext) => {
  const confirm = loanConfirmFor(ctx.db, ctx.store.seed, ctx.params.productId || DEFAULT_PRODUCT_ID);
  return {
    ...confirm,
    popAgreementUrl: confirm.popAgreementUrl ? ctx.publicUrl(confirm.popAgreementUrl) : '',
  };
};

const productOf = (ctx: MockContext, id: string | undefined) =>
  ctx.db.products.find((p) => String(p.id) === id);

const unavailable = {
  ID: 'Produk ini sedang tidak tersedia.',
  IN: 'This product is not available right now.',
};

export const loanMocks: Partial<Record<keyof typeof loanEndpoints, MockEndpoint>> = {
  loanConfirm: {
    reply: confirmOf,
    empty: (ctx) => ({ ...confirmOf(ctx), details: [], detail1: [], detail2: [], repay_plans: [] }),
  },
  agreementTitles: {
    reply: (ctx) => ctx.db.agreementTitles.map((title) => ({ title })),
    empty: () => [],
  },
  agreementUrl: {
    // The privacy policy is a page of the app; the other agreements open the sample agreement in the
    // language of the market answered.
    reply: (ctx) => ({
      contract_url: ctx.publicUrl(
        ctx.params.position === '1'
          ? '/privacyPolicy'
          : `${sampleAgreementPath(ctx.market)}?position=${encodeURIComponent(ctx.params.position ?? '0')}`,
      ),
    }),
  },
  loanPush: {
    // Confirming a loan makes the product's application "under review" (a new order, or the one already
    // under review when the borrower confirms twice) and sends the borrower to its details. A scenario's
    // order state applies to it as to every other order: with `orderStatus:174` the new order is due (and
    // confirming again reaches it), with `isScore:1` it asks for a rating.
    reply: (ctx) => {
      const productId = ctx.params.productId || DEFAULT_PRODUCT_ID;
      const status = ctx.store.seed.orderStatus ?? STATUS_AFTER_PUSH;
      const pending = [...ctx.db.orders.values()].find(
        (o) =>
          o.productId === productId &&
          o.orderStatus === status &&
          (status === STATUS_AFTER_PUSH || Number(o.orderId) > CONFIRMED_ORDER_IDS),
      );
      const amount = Number(ctx.params.amount);
      const days = Number(ctx.params.periods);
      const order =
        pending ??
        seededOrder(
          createOrder({
            market: ctx.market,
            orderId: String(CONFIRMED_ORDER_IDS + nextId(ctx.db)),
            productId,
            amount: amount > 0 ? amount : undefined,
            days: days > 0 ? days : undefined,
          }),
          ctx.market,
          ctx.store.seed,
        );
      const pushed = withStatus(order, ctx.market, status);
      ctx.db.orders.set(pushed.orderId, pushed);
      return {
        lendDetailsUrl: ctx.appUrl(`/loanDetails?orderId=${pushed.orderId}&productId=${productId}`),
      };
    },
  },
  loanDetails: {
    reply: (ctx) => detailsOf(ctx, orderOf(ctx)),
    empty: (ctx) => ({ ...detailsOf(ctx, orderOf(ctx)), recProducts: [], userOrderDetail: { detail: [] } }),
  },
  eventSave: { reply: () => null },
  loanScore: {
    // A rating is asked for once: after it the order stops asking.
    reply: (ctx) => {
      const order = orderOf(ctx);
      ctx.db.orders.set(order.orderId, { ...order, isScore: '0' });
      ctx.db.loanRatings.push({ orderId: order.orderId, score: Number(ctx.params.score) });
      return null;
    },
  },
  recommendProducts: {
    reply: (ctx) => ctx.db.products,
    empty: () => [],
  },
  pageEvent: { reply: () => null },
  productApply: {
    reply: (ctx) => {
      const product = productOf(ctx, ctx.params.product_id);
      if (product && Number(product.buttonStatus) !== 1) return failure(1002, pick(ctx.market, unavailable));
      return { url: ctx.appUrl(`/loanConfirm?productId=${ctx.params.product_id ?? DEFAULT_PRODUCT_ID}`) };
    },
  },
  jointFailureInfo: {
    reply: (ctx) => ctx.db.jointFailure,
    empty: (ctx) => ({ ...ctx.db.jointFailure, products: [] }),
  },
  jointProductClick: { reply: () => null },
  jointProductJump: {
    reply: (ctx) => ({
      url: ctx.appUrl(`/loanConfirm?productId=${ctx.params.productId ?? DEFAULT_PRODUCT_ID}`),
    }),
  },
};
