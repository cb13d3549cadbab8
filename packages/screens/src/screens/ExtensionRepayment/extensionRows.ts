import { visibleRows } from '../../components/DetailRows/visibleRows';

/**
 * The order lines the extension page shows: those with an empty or zero value ('', '0', '0.00', '0,00',
 * 'Rp 0', 'Rs. 0' …) are left out (spec screen 18). The kit's `hideEmpty` rule, not a second one.
 */
export function extensionRows<T extends { title: string; value: string }>(rows: readonly T[]): T[] {
  return visibleRows(rows, { hideEmpty: true });
}

/**
 * The customer-service number to show: the server's `telephone`, else the configured service phone;
 * empty when neither has one (then there is no call button).
 */
export function extensionPhone(
  serverPhone: string | null | undefined,
  configuredPhone?: string | null,
): string {
  const server = (serverPhone ?? '').trim();
  return server || (configuredPhone ?? '').trim();
}
