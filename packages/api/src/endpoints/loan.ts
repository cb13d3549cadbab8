// The loan area: confirming a loan (loanConfirm.ts), its details and rating (loanDetails.ts), recommended
// products (recommendedProducts.ts), the joint-login failure page (jointLogin.ts). Split by page so each
// page's chunk carries only its own schemas; this file is the area's index for the endpoint table and the
// typed API.
import type { ApiClient, CallOptions } from '../client';
import { jointFailureInfo, jointProductClick, jointProductJump } from './jointLogin';
import {
  AGREEMENT_SCENE,
  agreementTitles,
  agreementUrl,
  H5_CHANNEL,
  loanConfirm,
  loanPush,
} from './loanConfirm';
import { eventSave, loanDetails, loanScore } from './loanDetails';
import { pageEvent, productApply, recommendProducts } from './recommendedProducts';

export * from './loanConfirm';
export * from './loanDetails';
export * from './recommendedProducts';
export * from './jointLogin';

export const loanEndpoints = {
  loanConfirm,
  agreementTitles,
  agreementUrl,
  loanPush,
  loanDetails,
  eventSave,
  loanScore,
  recommendProducts,
  pageEvent,
  productApply,
  jointFailureInfo,
  jointProductClick,
  jointProductJump,
};

type Id = string | number;

/** One typed function per loan call. */
export function loanCalls(client: ApiClient) {
  return {
    loanConfirm: (p: { productId: Id }, o?: CallOptions) => client.call(loanConfirm, p, o),
    agreementTitles: (p: { productId: Id }, o?: CallOptions) =>
      client.call(agreementTitles, { ...p, scene: AGREEMENT_SCENE }, o),
    agreementUrl: (p: { productId: Id; position: number; orderId?: Id }, o?: CallOptions) =>
      client.call(agreementUrl, { ...p, scene: AGREEMENT_SCENE, channel: H5_CHANNEL }, o),
    loanPush: (p: { amount: string; periods: number; termUnit: string; productId: Id }, o?: CallOptions) =>
      client.call(loanPush, { ...p, channel: H5_CHANNEL }, o),
    loanDetails: (p: { productId: Id; orderId: Id }, o?: CallOptions) => client.call(loanDetails, p, o),
    /** "Borrow again": module 30, position 0. */
    borrowAgainEvent: (p: { productId: Id }, o?: CallOptions) =>
      client.call(eventSave, { ...p, moduleId: 30, positionId: 0 }, o),
    loanScore: (p: { score: 1 | 2 | 3 | 4 | 5; orderId?: Id }, o?: CallOptions) =>
      client.call(loanScore, p, o),
    recommendProducts: (p: { scene: string | number }, o?: CallOptions) =>
      client.call(recommendProducts, p, o),
    productTapEvent: (p: { productId: Id; moduleId: number; positionId: number }, o?: CallOptions) =>
      client.call(pageEvent, p, o),
    productApply: (p: { product_id: Id; module_id: number; scene: string | number }, o?: CallOptions) =>
      client.call(productApply, p, o),
    jointFailureInfo: (p: Record<string, never> = {}, o?: CallOptions) => client.call(jointFailureInfo, p, o),
    jointProductClick: (p: { productId: Id }, o?: CallOptions) => client.call(jointProductClick, p, o),
    jointProductJump: (p: { productId: Id }, o?: CallOptions) => client.call(jointProductJump, p, o),
  };
}
