import { core } from './copy/core.id';
import { loan } from './copy/loan.id';
import { repay } from './copy/repay.id';
import { testPreview } from './copy/testPreview.id';
import { info } from './copy/info.id';
// Card repayment (/payway)
import { payway } from './copy/payway.id';
// Complaint entry, list and details
import { complaint } from './copy/complaint.id';
// Official site
import { site } from './copy/site.id';
// Complaint form (/complainPageNext)
import { complaintForm } from './copy/complaintForm.id';
// Chatbot (/intelligentCustomerService)
import { chatbot } from './copy/chatbot.id';
// Promotion sign-up (/promotion)
import { promotion } from './copy/promotion.id';
import type { Messages } from './messages';

/** Indonesian copy (Indonesia), every part (`copy/*.id.ts`). Same keys as `en`, checked by the type system. */
export const id: Messages = {
  ...core,
  ...loan,
  ...repay,
  ...testPreview,
  ...info,
  ...payway,
  ...complaint,
  ...site,
  ...complaintForm,
  ...promotion,
  ...chatbot,
};
