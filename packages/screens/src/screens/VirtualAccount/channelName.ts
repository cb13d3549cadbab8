/**
 * How a borrower knows the places they pay at, by the pay codes servers send (`ALFAMART`, `MANDIRI`):
 * brands written as the brands write themselves. Acronym banks stay in capitals (BCA, BNI, BRI).
 */
const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  // Indonesia: mini markets
  ALFAMART: 'Alfamart',
  ALFAMIDI: 'Alfamidi',
  INDOMARET: 'Indomaret',
  LAWSON: 'Lawson',
  DANDAN: 'Dan+Dan',
  // Indonesia: banks
  BCA: 'BCA',
  BNI: 'BNI',
  BRI: 'BRI',
  BSI: 'BSI',
  CIMB: 'CIMB Niaga',
  DANAMON: 'Danamon',
  MANDIRI: 'Mandiri',
  PERMATA: 'Permata',
  MAYBANK: 'Maybank',
  // India
  PAYPOINT: 'PayPoint',
  HDFC: 'HDFC Bank',
  SBI: 'State Bank of India',
  ICICI: 'ICICI Bank',
  AXIS: 'Axis Bank',
  KOTAK: 'Kotak Mahindra Bank',
};

/**
 * The name to show for a pay code: the brand's own spelling when known ("ALFAMART" → "Alfamart"),
 * otherwise the server's text as sent (an unknown code may be an acronym, so it is never re-cased).
 */
export function channelName(code: string): string {
  const text = code.trim();
  return DISPLAY_NAMES[text.toUpperCase().replace(/[\s_-]+/g, '')] ?? text;
}
