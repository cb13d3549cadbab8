import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import {
  preloadVirtualAccountParts,
  VirtualAccountScreen,
  type VirtualAccountBill,
} from './VirtualAccountScreen';

// The steps' code arrives when the test says so: a slow network between the bill and the steps.
const arrived = vi.hoisted(() => {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open: () => open() };
});
vi.mock('../../components/PaymentSteps/PaymentSteps', async (importOriginal) => {
  await arrived.gate;
  return importOriginal();
});

const bill: VirtualAccountBill = {
  code: '8808123456789',
  amount: '1568250',
  billNo: 'INV-1',
  payType: 'market',
  method: 'ALFAMART',
  expiryTime: '',
  paymentSteps: { kind: 'market', steps: ['Go to the counter.', 'Say the code.'] },
  telephone: '021500000',
};

describe('VirtualAccountScreen', () => {
  it("keeps its loading frame until the steps' code is in, then shows the whole page at once", async () => {
    await act(async () => {
      renderWithProviders(<VirtualAccountScreen status="ready" bill={bill} />);
    });
    // The bill is in, the steps' code is not: nothing of the bill shows yet, so nothing moves later.
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText(/8808/)).not.toBeInTheDocument();

    await act(async () => {
      arrived.open();
      await preloadVirtualAccountParts();
    });
    expect(await screen.findByText('Go to the counter.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment code' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Problem with your payment?' })).toBeInTheDocument();
  });
});
