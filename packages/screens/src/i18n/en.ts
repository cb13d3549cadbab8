import { core } from './copy/core.en';
import { loan } from './copy/loan.en';
import { repay } from './copy/repay.en';
import { testPreview } from './copy/testPreview.en';
import { info } from './copy/info.en';
// Card repayment (/payway)
import { payway } from './copy/payway.en';

/**
 * English copy (India), every part (`copy/*.en.ts`). The Indonesian dictionary must have exactly these
 * keys (checked by `Messages`). `{name}` marks a value filled in at render time.
 */
export const en = { ...core, ...loan, ...repay, ...testPreview, ...info, ...payway };
