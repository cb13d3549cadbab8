// The complaint area: the entry (complaintEntry.ts), one complaint (complaintDetails.ts), filing one
// (complaintFiling.ts), the list (complaintList.ts), customer service (customerService.ts), over the wire
// pieces they share (complaintWire.ts). Split by page so each page's chunk carries only its own schemas; this
// file is the area's index for the endpoint table and the typed API.
import type { ApiClient, CallOptions } from '../client';
import { problemDetail, problemScore } from './complaintDetails';
import { problemInit, problemInitNew, problemTypes } from './complaintEntry';
import {
  COMPLAINT_IMAGES_MAX,
  COMPLAINT_TEXT_MAX,
  problemImageUpload,
  problemSave,
  type ComplaintDraft,
} from './complaintFiling';
import { problemList } from './complaintList';
import { CUSTOMER_SERVICE_OVERALL, customerContact } from './customerService';

export * from './complaintWire';
export * from './complaintEntry';
export * from './complaintDetails';
export * from './complaintFiling';
export * from './complaintList';
export * from './customerService';

type Id = string | number;

export const complaintEndpoints = {
  problemInit,
  problemTypes,
  problemInitNew,
  problemDetail,
  problemScore,
  problemSave,
  problemImageUpload,
  problemList,
  customerContact,
};

/** One typed function per complaint call. */
export function complaintCalls(client: ApiClient) {
  return {
    problemInit: (p: { orderId: Id }, o?: CallOptions) => client.call(problemInit, p, o),
    problemTypes: (p: Record<string, never> = {}, o?: CallOptions) => client.call(problemTypes, p, o),
    problemInitNew: (p: { orderNo: string }, o?: CallOptions) => client.call(problemInitNew, p, o),
    problemDetail: (p: { problemId: Id }, o?: CallOptions) => client.call(problemDetail, p, o),
    problemScore: (p: { score: 1 | 2 | 3 | 4 | 5; problemId: Id }, o?: CallOptions) =>
      client.call(problemScore, p, o),
    /** Refuses a draft over the limits before sending: the screen enforces them, so this is a caller's bug. */
    problemSave: (p: ComplaintDraft, o?: CallOptions) => {
      const images = p.problemImage ?? [];
      if (Array.from(p.problemDetail).length > COMPLAINT_TEXT_MAX)
        return Promise.reject(
          new RangeError(`problemDetail is longer than ${COMPLAINT_TEXT_MAX} characters`),
        );
      if (images.length > COMPLAINT_IMAGES_MAX)
        return Promise.reject(new RangeError(`problemImage has more than ${COMPLAINT_IMAGES_MAX} images`));
      return client.call(problemSave, { ...p, problemImage: images.join(',') }, o);
    },
    problemImageUpload: (p: { problemImage: Blob }, o?: CallOptions) => client.call(problemImageUpload, p, o),
    problemList: (p: Record<string, never> = {}, o?: CallOptions) => client.call(problemList, p, o),
    customerContact: (p: Record<string, never> = {}, o?: CallOptions) =>
      client.call(customerContact, { ...p, overall: CUSTOMER_SERVICE_OVERALL }, o),
  };
}
