import type { CardBank, Market } from '@loan-h5/screens';

/**
 * Banks a borrower can bind a debit card of, per market. The spec shows no bank-list call for binding, so
 * the list is the app's; the code is what bindCard sends as `bankCode` (Indonesia: the bank's clearing
 * code; India: the IFSC bank prefix).
 */
export const CARD_BANKS: Record<Market, readonly CardBank[]> = {
  ID: [
    { code: '014', name: 'BCA' },
    { code: '008', name: 'Mandiri' },
    { code: '009', name: 'BNI' },
    { code: '002', name: 'BRI' },
    { code: '022', name: 'CIMB Niaga' },
    { code: '013', name: 'Permata' },
  ],
  IN: [
    { code: 'HDFC', name: 'HDFC Bank' },
    { code: 'SBIN', name: 'State Bank of India' },
    { code: 'ICIC', name: 'ICICI Bank' },
    { code: 'UTIB', name: 'Axis Bank' },
    { code: 'KKBK', name: 'Kotak Mahindra Bank' },
  ],
};
