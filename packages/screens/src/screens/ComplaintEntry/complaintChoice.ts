/** Problem type value 1 is "collection" (spec 9): it has sub-types and needs an order that allows it. */
export const COLLECTION_TYPE = '1';

/** What a complaint is about: the order's number and whether it takes collection complaints (`isShow` 1). */
export interface ComplaintOrderRef {
  orderNo: string;
  allowsCollection: boolean;
}

/** What choosing a type or sub-type leads to. */
export type TypeChoice =
  /** Collection about an order that does not allow it (or no order): refused with a message. */
  | { kind: 'blocked' }
  /** Collection: its sub-types open (or close, when already open). */
  | { kind: 'subTypes' }
  /** The form (/complainPageNext) with the type, the sub-type for collection, and the order. */
  | { kind: 'form'; problemType: string; problemSonType?: string; orderNo: string };

const allowsCollection = (order: ComplaintOrderRef | null) => order?.allowsCollection === true;

/**
 * A type was chosen (spec 2, 5): collection needs an order with `isShow` 1 and then shows its sub-types
 * (straight to the form when there are none); any other type goes to the form, with or without an order.
 */
export function chooseType(type: string, order: ComplaintOrderRef | null, subTypeCount: number): TypeChoice {
  if (type === COLLECTION_TYPE) {
    if (!allowsCollection(order)) return { kind: 'blocked' };
    if (subTypeCount > 0) return { kind: 'subTypes' };
  }
  return { kind: 'form', problemType: type, orderNo: order?.orderNo ?? '' };
}

/** A collection sub-type was chosen: the form, unless the order has changed to one that refuses it. */
export function chooseSubType(subType: string, order: ComplaintOrderRef | null): TypeChoice {
  if (!allowsCollection(order)) return { kind: 'blocked' };
  return { kind: 'form', problemType: COLLECTION_TYPE, problemSonType: subType, orderNo: order!.orderNo };
}

/**
 * The order the card shows: the chosen one when it is among the borrower's orders, else the server's
 * current one, else none.
 */
export function shownOrder<T extends ComplaintOrderRef>(
  chosenOrderNo: string | undefined,
  current: T | null,
  orders: readonly T[],
): T | null {
  if (chosenOrderNo) {
    const chosen =
      orders.find((o) => o.orderNo === chosenOrderNo) ??
      (current?.orderNo === chosenOrderNo ? current : undefined);
    if (chosen) return chosen;
  }
  return current ?? null;
}
