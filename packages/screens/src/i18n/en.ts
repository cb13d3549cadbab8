import { core } from './copy/core.en';
import { loan } from './copy/loan.en';
import { repay } from './copy/repay.en';
import { testPreview } from './copy/testPreview.en';
import { info } from './copy/info.en';
// Card repayment (/payway)
import { payway } from './copy/payway.en';
// Complaint entry, list and details
import { complaint } from './copy/complaint.en';
// Official site
import { site } from './copy/site.en';
// Complaint form (/complainPageNext)
import { complaintForm } from './copy/complaintForm.en';
// Chatbot (/intelligentCustomerService)
import { chatbot } from './copy/chatbot.en';
// Promotion sign-up (/promotion)
import { promotion } from './copy/promotion.en';

/**
 * English copy (India), every part (`copy/*.en.ts`). The Indonesian dictionary must have exactly these
 * keys (checked by `Messages`). `{name}` marks a value filled in at render time.
 */
export const en = {
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
