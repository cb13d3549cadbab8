import { sampleAgreementPath } from './assets';
import type { ChaosEvent, MockEffect } from './effects';
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
import {
  createInstalmentPlan,
  seedBankCards,
  type WireBankCard,
  type WireInstalmentPlan,
  type WireVirtualAccount,
} from './fixtures/repay';
import {
  customerContactFor,
  problemSubTypesFor,
  problemTypesFor,
  seedComplaints,
  type ServiceContactKind,
  type WireComplaint,
  type WireCustomerContact,
  type WireProblemOption,
} from './fixtures/complaint';
import { createChannelTemplate, seedRegisteredPhones, type WireChannelTemplate } from './fixtures/promotion';

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
  /** A card repayment needs an SMS code step (`needValid` 1); off pays on commit. Default on. */
  needValid?: boolean;
  /** Every address the server gives (lendDetailsUrl, h5Url, contract_url ...) is `javascript:alert(1)`. */
  unsafeUrls?: boolean;
  /** Customer service's contact (`get-whatsapp`) leaves out its phone, its e-mail or both. */
  serviceContact?: ServiceContactKind;
  /** Complaint form: the upload attempts (1-based, every market together) that are refused once. */
  uploadFails?: number[];
  /** A complaint filed is answered at once: resolved, with the service's reply, and asking for a rating. */
  complaintReply?: boolean;
  // Chatbot (/intelligentCustomerService)
  /** The answers of this category (its `pid`) come back as an empty list; the others as usual. */
  qaEmptyCategory?: string;
  /** Records (`qa-record`) of this type fail with the server's "busy" code; the other types succeed. */
  qaRecordFails?: number;
  /** A low star score (under 4) comes back without a message from the server. */
  qaSilentLowScore?: boolean;
  orders?: WireOrder[];
  products?: WireProduct[];
  complaints?: WireComplaint[];
  bankCards?: WireBankCard[];
  registeredPhones?: string[];
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

  /** Instalment plans by order id (made from the order on first request). */
  plans: Map<string, WireInstalmentPlan>;
  /** The borrower's bound bank cards. */
  bankCards: WireBankCard[];
  /** Card repayments by record id: committed, then confirmed (paid). */
  repayments: Map<string, MockRepayment>;
  /** The last virtual account generated for each order. */
  virtualAccounts: Map<string, WireVirtualAccount>;

  problemTypes: WireProblemOption[];
  problemSubTypes: WireProblemOption[];
  /** The borrower's complaints, oldest first. */
  complaints: WireComplaint[];
  /** URLs handed out by the image upload. */
  uploads: string[];
  customerContact: WireCustomerContact;
  /** What the chatbot recorded. */
  qaRecords: Array<{ orderNo: string; type: number; value: string; qaId: string }>;

  channelTemplate: WireChannelTemplate;
  /** Phone numbers with an account: registering one again answers code 11. */
  registeredPhones: Set<string>;
  /** Captcha session ids handed out. */
  sids: string[];
  /** Numbers an SMS code was sent to. */
  smsSentTo: string[];
  /** The last id handed out (complaints, repayment records, orders). */
  sequence: number;

  // Card repayment (payway): idempotency and lost replies.
  /** The first reply to each Idempotency-Key, by `<endpoint> <key>`: a repeat gets it again, unprocessed. */
  replies: Map<string, MockReply>;
  /** How many replies of each endpoint the `lost-reply` scenario has lost so far. */
  lostReplies: Map<string, number>;

  /** The backend's record of what it did (effects.ts): what the chaos runner checks the screens against. */
  effects: MockEffect[];
  /** `chaos:<seed>`: requests per endpoint so far (the schedule's index) and the faults given. */
  chaosCalls: Map<string, number>;
  chaosLog: ChaosEvent[];
}

/** A reply as sent: HTTP status and JSON body. */
export interface MockReply {
  status: number;
  body: Record<string, unknown>;
}

export interface MockRepayment {
  recordId: string;
  orderId: string;
  amount: number;
  cardId: string;
  paid: boolean;
}

/** One call the mock answered: for tests that check what reached the backend. */
export interface MockCall {
  endpoint: string;
  payload: Record<string, string>;
  /** The request's Idempotency-Key, when it had one. */
  idempotencyKey?: string;
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
  /** The whole state as text (the demo app keeps it across page loads in sessionStorage). */
  snapshot(): string;
  /** Takes back a snapshot; false (and nothing changed) when the text is not one. */
  restore(snapshot: string): boolean;
  /**
   * Called when a request changed the backend before its reply went out (the demo app keeps the state at
   * once: a reply held back or lost must not lose the work done if the page reloads meanwhile).
   */
  afterWork?: () => void;
}

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
