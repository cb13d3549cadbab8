import { SAMPLE_AGREEMENT_PATH } from './assets';
import type { MockMarket } from './market';
import {
  agreementTitlesFor,
  createJointFailure,
  createLoanConfirm,
  createOrder,
  DEFAULT_ORDER_ID,
  seedOrders,
  withStatus,
  type WireJointFailure,
  type WireLoanConfirm,
  type WireOrder,
} from './fixtures/loan';
import { catalogueProducts, type WireProduct } from './fixtures/products';

/**
 * What a store starts from. Everything is optional: the default is a realistic backend for both markets.
 * Given `orders`/`products` replace the defaults in every market (they carry their own language).
 */
export interface MockSeed {
  /** The market answered when a request does not say (`lang` on the request wins). */
  market?: MockMarket;
  /** Every order starts in this status (`mock=orderStatus:174`). */
  orderStatus?: number;
  /** Every order shows (or hides) the extension link. */
  isDelay?: boolean;
  /** Every order asks (or does not ask) for a rating. */
  isScore?: boolean;
  /** Loan confirmation type of every product (1 = `details`, others `detail1`/`detail2`). */
  confirmType?: number;
  /** Loan confirmation opens the agreement pop-up (type 1 only, as the screen decides). */
  agreementPopup?: boolean;
  orders?: WireOrder[];
  products?: WireProduct[];
  /** The SMS code the mock accepts. */
  smsCode?: string;
  /** The text of the image captcha. */
  captchaText?: string;
}

/** The state of one market's backend. Tests may read and change it directly. */
export interface MarketData {
  readonly market: MockMarket;
  /** Orders by order id. */
  orders: Map<string, WireOrder>;
  /** Recommended products, in list order. */
  products: WireProduct[];
  /** Loan-confirmation data by product id (made on first request for a product). */
  loanConfirms: Map<string, WireLoanConfirm>;
  agreementTitles: string[];
  jointFailure: WireJointFailure;
  /** Loan ratings the borrower sent. */
  loanRatings: Array<{ orderId: string; score: number }>;
}

/** One call the mock answered: for tests that check what reached the backend. */
export interface MockCall {
  endpoint: string;
  payload: Record<string, string>;
}

export interface MockStore {
  /** The market answered when a request does not say. */
  market: MockMarket;
  smsCode: string;
  captchaText: string;
  readonly seed: Readonly<MockSeed>;
  /** The backend of one market (seeded on first use). */
  for(market: MockMarket): MarketData;
  /** The backend of the default market. */
  readonly data: MarketData;
  /** Every call answered since the last reset, oldest first. */
  readonly calls: MockCall[];
  /** Back to the seed: forgets everything the calls changed. */
  reset(): void;
  /** Changes the seed (a scenario's state) and resets to it. */
  reseed(changes: MockSeed): void;
}

export const DEFAULT_SMS_CODE = '123456';
export const DEFAULT_CAPTCHA_TEXT = 'K7PX';

/** An order as the seed's overrides (a scenario's order state) want it. */
function seeded(order: WireOrder, market: MockMarket, seed: MockSeed): WireOrder {
  let out = seed.orderStatus === undefined ? order : withStatus(order, market, seed.orderStatus);
  if (seed.isDelay !== undefined) out = { ...out, isDelay: seed.isDelay ? '1' : '0' };
  if (seed.isScore !== undefined) out = { ...out, isScore: seed.isScore ? '1' : '0' };
  return out;
}

function seedMarket(market: MockMarket, seed: MockSeed): MarketData {
  const orders = (seed.orders ?? seedOrders(market, seed.products)).map((o) => seeded(o, market, seed));
  return {
    market,
    orders: new Map(orders.map((o) => [o.orderId, o])),
    products: seed.products ?? catalogueProducts(market),
    loanConfirms: new Map(),
    agreementTitles: agreementTitlesFor(market),
    jointFailure: createJointFailure({ market, products: seed.products }),
    loanRatings: [],
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
    const order = seeded(createOrder({ market: db.market, orderId: id }), db.market, seed);
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
    popAgreementUrl: seed.agreementPopup ? SAMPLE_AGREEMENT_PATH : '',
  });
  db.loanConfirms.set(productId, confirm);
  return confirm;
}
