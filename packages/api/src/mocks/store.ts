import { sampleAgreementPath } from './assets';
import type { MockMarket } from './market';
import {
  agreementTitlesFor,
  createJointFailure,
  createLoanConfirm,
  createOrder,
  DEFAULT_ORDER_ID,
  seedOrders,
  withStatus,
  type WireLoanConfirm,
  type WireOrder,
} from './fixtures/loan';
import { catalogueProducts } from './fixtures/products';
import { createInstalmentPlan, seedBankCards, type WireInstalmentPlan } from './fixtures/repay';
import {
  customerContactFor,
  problemSubTypesFor,
  problemTypesFor,
  seedComplaints,
} from './fixtures/complaint';
import { createChannelTemplate, seedRegisteredPhones } from './fixtures/promotion';

import type { MockSeed, MarketData, MockCall, MockStore } from './storeTypes';

export type { MockSeed, MarketData, MockReply, MockRepayment, MockCall, MockStore } from './storeTypes';

interface Snapshot {
  version: number;
  seed: MockSeed;
  market: MockMarket;
  smsCode: string;
  captchaText: string;
  markets: MarketData[];
}

/** Bumped when MarketData changes shape, so an old snapshot is dropped rather than half-read. */
const SNAPSHOT_VERSION = 3;

function isSnapshot(x: unknown): x is Snapshot {
  if (typeof x !== 'object' || x === null) return false;
  const s = x as Partial<Snapshot>;
  return (
    s.version === SNAPSHOT_VERSION &&
    (s.market === 'IN' || s.market === 'ID') &&
    typeof s.smsCode === 'string' &&
    typeof s.captchaText === 'string' &&
    typeof s.seed === 'object' &&
    Array.isArray(s.markets) &&
    s.markets.every((m) => m.orders instanceof Map && (m.market === 'IN' || m.market === 'ID'))
  );
}

export const DEFAULT_SMS_CODE = '123456';
export const DEFAULT_CAPTCHA_TEXT = 'K7PX';

/** An order as the seed's overrides (a scenario's order state) want it. */
export function seededOrder(order: WireOrder, market: MockMarket, seed: MockSeed): WireOrder {
  let out =
    seed.isDelay === undefined
      ? order
      : { ...order, isDelay: seed.isDelay ? ('1' as const) : ('0' as const) };
  // The texts follow the scenario's status and extension flag (copy mentions an extension only with its link).
  if (seed.orderStatus !== undefined || seed.isDelay !== undefined) {
    out = withStatus(out, market, seed.orderStatus ?? out.orderStatus);
  }
  if (seed.isScore !== undefined) out = { ...out, isScore: seed.isScore ? '1' : '0' };
  return out;
}

function seedMarket(market: MockMarket, seed: MockSeed): MarketData {
  const orders = (seed.orders ?? seedOrders(market, seed.products)).map((o) => seededOrder(o, market, seed));
  return {
    market,
    orders: new Map(orders.map((o) => [o.orderId, o])),
    products: seed.products ?? catalogueProducts(market),
    loanConfirms: new Map(),
    agreementTitles: agreementTitlesFor(market),
    jointFailure: createJointFailure({ market, products: seed.products }),
    loanRatings: [],
    plans: new Map(),
    bankCards: (seed.bankCards ?? seedBankCards(market)).map((c) => ({ ...c })),
    repayments: new Map(),
    virtualAccounts: new Map(),
    problemTypes: problemTypesFor(market),
    problemSubTypes: problemSubTypesFor(market),
    complaints: (seed.complaints ?? seedComplaints(market)).map((c) => ({ ...c })),
    uploads: [],
    customerContact: customerContactFor(market, seed.serviceContact),
    qaRecords: [],
    channelTemplate: createChannelTemplate({ market }),
    registeredPhones: new Set(seed.registeredPhones ?? seedRegisteredPhones(market)),
    sids: [],
    smsSentTo: [],
    sequence: 0,
    replies: new Map(),
    lostReplies: new Map(),
    effects: [],
    chaosCalls: new Map(),
    chaosLog: [],
  };
}

/** One in-memory backend for both markets, seeded from the fixtures. */
export function createMockStore(initial: MockSeed = {}): MockStore {
  let seed: MockSeed = { ...initial };
  let markets = new Map<MockMarket, MarketData>();
  const calls: MockCall[] = [];
  const store: MockStore = {
    market: seed.market ?? 'ID',
    smsCode: seed.smsCode ?? DEFAULT_SMS_CODE,
    captchaText: seed.captchaText ?? DEFAULT_CAPTCHA_TEXT,
    get seed() {
      return seed;
    },
    for(market) {
      let data = markets.get(market);
      if (!data) {
        data = seedMarket(market, seed);
        markets.set(market, data);
      }
      return data;
    },
    get data() {
      return store.for(store.market);
    },
    calls,
    reset() {
      markets = new Map();
      calls.length = 0;
      store.market = seed.market ?? 'ID';
      store.smsCode = seed.smsCode ?? DEFAULT_SMS_CODE;
      store.captchaText = seed.captchaText ?? DEFAULT_CAPTCHA_TEXT;
    },
    reseed(changes) {
      seed = { ...seed, ...changes };
      store.reset();
    },
    snapshot() {
      const state: Snapshot = {
        version: SNAPSHOT_VERSION,
        seed,
        market: store.market,
        smsCode: store.smsCode,
        captchaText: store.captchaText,
        markets: [...markets.values()],
      };
      return JSON.stringify(state, (_key, value: unknown) =>
        value instanceof Map ? { $map: [...value] } : value instanceof Set ? { $set: [...value] } : value,
      );
    },
    restore(snapshot) {
      let state: unknown;
      try {
        state = JSON.parse(snapshot, (_key, value: unknown) => {
          if (typeof value !== 'object' || value === null) return value;
          if ('$map' in value && Array.isArray(value.$map))
            return new Map(value.$map as Array<[unknown, unknown]>);
          if ('$set' in value && Array.isArray(value.$set)) return new Set(value.$set);
          return value;
        });
      } catch {
        return false;
      }
      if (!isSnapshot(state)) return false;
      seed = state.seed;
      markets = new Map(state.markets.map((m) => [m.market, m]));
      calls.length = 0;
      store.market = state.market;
      store.smsCode = state.smsCode;
      store.captchaText = state.captchaText;
      return true;
    },
  };
  return store;
}

/**
 * The order a call is about: by id, else by order number, else the default order. An id the store has
 * never seen gets a fresh order (so any id typed into the test preview page opens a page).
 */
export function orderFor(db: MarketData, seed: MockSeed, orderId?: string, orderNo?: string): WireOrder {
  if (orderId) {
    const known = db.orders.get(orderId);
    if (known) return known;
  }
  if (orderNo) {
    for (const order of db.orders.values()) if (order.orderNo === orderNo) return order;
  }
  if (!orderId) return db.orders.get(DEFAULT_ORDER_ID) ?? db.orders.values().next().value ?? newOrder();
  return newOrder(orderId);

  function newOrder(id = DEFAULT_ORDER_ID): WireOrder {
    const order = seededOrder(createOrder({ market: db.market, orderId: id }), db.market, seed);
    db.orders.set(order.orderId, order);
    return order;
  }
}

/** The confirmation data of a product, made from the fixtures on first request. */
export function loanConfirmFor(db: MarketData, seed: MockSeed, productId: string): WireLoanConfirm {
  const known = db.loanConfirms.get(productId);
  if (known) return known;
  const confirm = createLoanConfirm({
    market: db.market,
    productId,
    type: seed.confirmType,
    popAgreementUrl: seed.agreementPopup ? sampleAgreementPath(db.market) : '',
  });
  db.loanConfirms.set(productId, confirm);
  return confirm;
}

/** An order's instalment plan, made from the order on first request. */
export function planFor(db: MarketData, order: WireOrder): WireInstalmentPlan {
  const known = db.plans.get(order.orderId);
  if (known) return known;
  const plan = createInstalmentPlan({ market: db.market, order });
  db.plans.set(order.orderId, plan);
  return plan;
}

/** The next id of a market's backend (complaints, repayment records, new orders). */
export function nextId(db: MarketData): number {
  db.sequence += 1;
  return db.sequence;
}
