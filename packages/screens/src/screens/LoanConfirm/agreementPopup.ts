/** What decides whether the confirm page asks the borrower to read an agreement first. */
export interface AgreementPopupData {
  /** The confirm page's type (the server's `isPopType`). */
  type: number;
  /** The agreement to show; blank means there is none. */
  popAgreementUrl: string;
}

/** The agreement pop-up shows only for type 1 with a non-blank agreement address (spec section 4). */
export function shouldShowAgreementPopup(data: AgreementPopupData): boolean {
  return data.type === 1 && data.popAgreementUrl.trim() !== '';
}
