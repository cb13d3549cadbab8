import { core } from './copy/core.id';
import { loan } from './copy/loan.id';
import { repay } from './copy/repay.id';
import { testPreview } from './copy/testPreview.id';
import { info } from './copy/info.id';
// Card repayment (/payway)
import { payway } from './copy/payway.id';
import type { Messages } from './messages';

/** Indonesian copy (Indonesia), every part (`copy/*.id.ts`). Same keys as `en`, checked by the type system. */
export const id: Messages = { ...core, ...loan, ...repay, ...testPreview, ...info, ...payway };
