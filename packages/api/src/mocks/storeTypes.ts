// The mock backend's shapes: what a store is seeded with, one market's state, the calls it answered.
import type { ChaosEvent, MockEffect } from './effects';
import type { MockMarket } from './market';
import type { WireJointFailure, WireLoanConfirm, WireOrder } from './fixtures/loan';
import type { WireProduct } from './fixtures/products';
import type { WireBankCard, WireInstalmentPlan, WireVirtualAccount } from './fixtures/repay';
import type {
  ServiceContactKind,
  WireComplaint,
  WireCustomerContact,
  WireProblemOption,
} from './fixtures/complaint';
import type { WireChannelTemplate } from './fixtures/promotion';

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
