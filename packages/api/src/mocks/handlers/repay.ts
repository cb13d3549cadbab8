import type { repayEndpoints } from '../../endpoints/repay';
import { withStatus } from '../fixtures/loan';
import {
  createExtensionDetail,
  createPayOptions,
  createVirtualAccount,
  INSTALMENT_DUE,
  PAY_TYPE_BANK,
  PAY_TYPE_MARKET,
  payInstalments,
} from '../fixtures/repay';
import { pick } from '../market';
import { nextId, orderFor, planFor, type MockRepayment } from '../store';
import { failure, type MockContext, type MockEndpoint } from './define';

/** Repay-confirm failures with their own copy in the app (spec section 8). */
export const WRONG_CODE = '800006';
export const DUPLICATE = '800005';

const orderOf = (ctx: MockContext) =>
  orderFor(ctx.db, ctx.store.seed, ctx.params.orderId, ctx.params.orderNo);

const COPY = {
  badAmount: { ID: 'Jumlah pembayaran tidak valid.', IN: 'The payment amount is not valid.' },
  tooLittle: {
    ID: 'Jumlah pembayaran kurang dari cicilan pertama.',
    IN: 'The amount does not cover the first instalment.',
  },
  noCard: { ID: 'Kartu bank tidak ditemukan.', IN: 'Bank card not found.' },
  badCard: { ID: 'Nomor kartu tidak valid.', IN: 'The card number is not valid.' },
  noRecord: { ID: 'Data pembayaran tidak ditemukan.', IN: 'Payment record not found.' },
  wrongCode: { ID: 'Kode verifikasi salah.', IN: 'Wrong verification code.' },
  duplicate: {
    ID: 'Jangan mengirim permintaan pembayaran berulang kali.',
    IN: 'Do not submit the payment request repeatedly.',
  },
};

/**
 * A card repayment reaching the lender: whole instalments are paid in order. When none is left the order
 * is repaid (200); when none is due any more an overdue order is back to "repaying" (170).
 */
function applyPayment(ctx: MockContext, repayment: MockRepayment) {
  const order = orderFor(ctx.db, ctx.store.seed, repayment.orderId);
  const { plan } = payInstalments(planFor(ctx.db, order), repayment.amount, ctx.market);
  ctx.db.plans.set(order.orderId, plan);
  const pending = plan.repayPlanDetail.repayWaitDetail;
  if (pending.length === 0) {
    ctx.db.orders.set(order.orderId, { ...withStatus(order, ctx.market, 200), isDelay: '0', isScore: '1' });
  } else if (
    !pending.some((i) => i.periodStatus === INSTALMENT_DUE) &&
    [174, 180, 3].includes(order.orderStatus)
  ) {
    ctx.db.orders.set(order.orderId, withStatus(order, ctx.market, 170));
  }
  repayment.paid = true;
}

export const repayMocks: Partial<Record<keyof typeof repayEndpoints, MockEndpoint>> = {
  instalmentPlan: {
    reply: (ctx) => planFor(ctx.db, orderOf(ctx)),
    empty: (ctx) => ({
      ...planFor(ctx.db, orderOf(ctx)),
      repayWaitCount: 0,
      repayPlanDetail: { repayWaitDetail: [], repayYetDetail: [] },
    }),
  },
  extensionDetail: {
    reply: (ctx) => createExtensionDetail({ market: ctx.market, order: orderOf(ctx) }),
    empty: (ctx) => ({
      ...createExtensionDetail({ market: ctx.market, order: orderOf(ctx) }),
      orderDetail: { detail: [] },
    }),
  },
  virtualAccount: {
    // The borrower pays this account at a bank or shop, outside the app: generating it pays nothing.
    reply: (ctx) => {
      const amount = Number(ctx.params.amount);
      if (!(amount > 0)) return failure(1003, pick(ctx.market, COPY.badAmount));
      const order = orderOf(ctx);
      const payType = ctx.params.pay_type === String(PAY_TYPE_BANK) ? PAY_TYPE_BANK : PAY_TYPE_MARKET;
      // The default method (is_default 1) is the market's own: India has no Alfamart, so the spec's
      // default code there gets India's first mini market.
      const options = createPayOptions({ market: ctx.market });
      const offered = [...options.bankList, ...options.marketList].map((o) => o.payCode);
      const asked = ctx.params.payCode || undefined;
      const payCode = ctx.params.is_default === '1' && asked && !offered.includes(asked) ? undefined : asked;
      const account = createVirtualAccount({
        market: ctx.market,
        orderId: order.orderId,
        amount: String(amount),
        payType,
        payCode,
        specificNum: ctx.params.specific_num,
      });
      ctx.db.virtualAccounts.set(order.orderId, account);
      return account;
    },
    empty: (ctx) => {
      const account = createVirtualAccount({ market: ctx.market, orderId: orderOf(ctx).orderId });
      return { ...account, payStep: [] };
    },
  },
  payOptions: {
    // Asked per pay type (1 banks, 2 mini markets): each reply carries the asked type's list only.
    reply: (ctx) => {
      const all = createPayOptions({ market: ctx.market });
      return ctx.params.pay_type === String(PAY_TYPE_BANK)
        ? { bankList: all.bankList, marketList: [] }
        : { bankList: [], marketList: all.marketList };
    },
    empty: () => ({ bankList: [], marketList: [] }),
  },
  repaymentWay: {
    reply: (ctx) => ({
      alipay: 1,
      repayToken: `rt-${orderOf(ctx).orderId}-${nextId(ctx.db)}`,
      // A card's logo as the server would send it: an absolute address (a bound card has none).
      bankCards: ctx.db.bankCards.map(({ bankLogo, ...card }) =>
        bankLogo ? { ...card, bankLogo: ctx.publicUrl(bankLogo) } : card,
      ),
    }),
    empty: (ctx) => ({
      alipay: 0,
      repayToken: `rt-${orderOf(ctx).orderId}-${nextId(ctx.db)}`,
      bankCards: [],
    }),
  },
  repaymentCommit: {
    // Commit opens a repayment record; with the SMS step on (the default) confirm pays it, else commit does.
    reply: (ctx) => {
      const amount = Number(ctx.params.amount);
      if (!(amount > 0)) return failure('01', pick(ctx.market, COPY.badAmount));
      const card = ctx.db.bankCards.find((c) => String(c.id) === ctx.params.cardId);
      if (!card) return failure('01', pick(ctx.market, COPY.noCard));
      const order = orderOf(ctx);
      const first = planFor(ctx.db, order).repayPlanDetail.repayWaitDetail[0];
      if (!first || Number(first.totalAmount) > amount)
        return failure('01', pick(ctx.market, COPY.tooLittle));
      // Asking for the code again (sendMsg 1) keeps the open record of the same payment.
      const open = [...ctx.db.repayments.values()].find(
        (r) => !r.paid && r.orderId === order.orderId && r.amount === amount && r.cardId === String(card.id),
      );
      const repayment: MockRepayment = open ?? {
        recordId: `RR${String(nextId(ctx.db)).padStart(6, '0')}`,
        orderId: order.orderId,
        amount,
        cardId: String(card.id),
        paid: false,
      };
      ctx.db.repayments.set(repayment.recordId, repayment);
      const needsCode = ctx.store.seed.needValid ?? true;
      if (!needsCode) applyPayment(ctx, repayment);
      return { needValid: needsCode ? 1 : 0, repayRecordId: repayment.recordId };
    },
  },
  repaymentConfirm: {
    reply: (ctx) => {
      const repayment = ctx.db.repayments.get(ctx.params.repaymentRecordId ?? '');
      if (!repayment) return failure('01', pick(ctx.market, COPY.noRecord));
      if (repayment.paid) return failure(DUPLICATE, pick(ctx.market, COPY.duplicate));
      if (ctx.params.verifyCode !== ctx.store.smsCode)
        return failure(WRONG_CODE, pick(ctx.market, COPY.wrongCode));
      applyPayment(ctx, repayment);
      return null;
    },
  },
  repaymentRedirect: {
    // The provider's page is outside the mock: the redirect leads straight to the result page.
    reply: (ctx) => ({ url: ctx.appUrl(`/payway#/borrowDetail/${orderOf(ctx).orderId}`) }),
  },
  bindCard: {
    // The new card joins the borrower's cards: repayment-way lists it from now on.
    reply: (ctx) => {
      const digits = String(ctx.params.cardNo ?? '').replace(/\D/g, '');
      if (digits.length < 12 || digits.length > 19) return failure('01', pick(ctx.market, COPY.badCard));
      // A fresh id: the sequence is shared with other records, so it may name a seeded card (card-1).
      let id = `card-${nextId(ctx.db)}`;
      while (ctx.db.bankCards.some((c) => String(c.id) === id)) id = `card-${nextId(ctx.db)}`;
      const card = {
        id,
        bankName: String(ctx.params.bankName ?? ''),
        cardNo: `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`,
        bankCode: String(ctx.params.bankCode ?? ''),
      };
      ctx.db.bankCards.push(card);
      return card;
    },
  },
};
