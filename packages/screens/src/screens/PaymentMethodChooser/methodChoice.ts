/** What /individual offers (init-pay-type, the api's `PayOptions`). */
export interface PayMethodOptions {
  banks: readonly {
    name: string;
    payCode: string;
    methods: readonly { name: string; specificNum: string }[];
  }[];
  markets: readonly { name: string; payCode: string }[];
}

/** The borrower's choice so far: the pay type, then a bank and its method, or a mini market (pay codes). */
export interface PayMethodChoice {
  payType: 'bank' | 'market';
  bank?: string;
  /** The bank method's specificNum. */
  method?: string;
  market?: string;
}

/** A complete choice, as it is stored for /that (the api's `PayChoice`). */
export interface ChosenPayMethod {
  payType: 'bank' | 'market';
  payCode: string;
  specificNum?: string;
}

export type ChoiceCheck =
  { ok: true; chosen: ChosenPayMethod } | { ok: false; missing: 'bank' | 'method' | 'market' };

/** The mini market chosen until the borrower picks another (spec section 9). */
export const DEFAULT_MARKET = 'ALFAMART';

/**
 * Where the chooser starts: mini market with ALFAMART when it is offered (else the first market); a bank
 * only when no mini market is offered at all. Nothing is chosen in the bank lists.
 */
export function initialChoice(options: PayMethodOptions): PayMethodChoice {
  if (options.markets.length === 0 && options.banks.length > 0) return { payType: 'bank' };
  const market =
    options.markets.find((m) => m.payCode.toUpperCase() === DEFAULT_MARKET)?.payCode ??
    options.markets[0]?.payCode;
  return market ? { payType: 'market', market } : { payType: 'market' };
}

/** Picking a bank: its method is chosen anew (the old bank's method means nothing at the new one). */
export function chooseBank(choice: PayMethodChoice, bank: string): PayMethodChoice {
  if (choice.bank === bank) return { ...choice, payType: 'bank' };
  return { ...choice, payType: 'bank', bank, method: undefined };
}

/**
 * Spec section 5: a bank needs a bank and, when the bank offers methods, one of them; a mini market needs a
 * market. A code the options do not offer counts as not chosen. Otherwise "Silakan lengkapi informasinya".
 */
export function checkChoice(choice: PayMethodChoice, options: PayMethodOptions): ChoiceCheck {
  if (choice.payType === 'market') {
    const market = options.markets.find((m) => m.payCode === choice.market);
    return market
      ? { ok: true, chosen: { payType: 'market', payCode: market.payCode } }
      : { ok: false, missing: 'market' };
  }
  const bank = options.banks.find((b) => b.payCode === choice.bank);
  if (!bank) return { ok: false, missing: 'bank' };
  if (bank.methods.length === 0) return { ok: true, chosen: { payType: 'bank', payCode: bank.payCode } };
  const method = bank.methods.find((m) => m.specificNum === choice.method);
  if (!method) return { ok: false, missing: 'method' };
  return { ok: true, chosen: { payType: 'bank', payCode: bank.payCode, specificNum: method.specificNum } };
}
