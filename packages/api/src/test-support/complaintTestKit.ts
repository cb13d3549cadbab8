import { complaintCalls } from '../endpoints/complaint';
import { endpointTestKit } from './endpointTestKit';

/**
 * What the complaint endpoint tests share: the endpoint test kit on an Indonesian app page whose calls
 * succeed on code '00', and the typed complaint calls on it. Call it once at the top level of a test file.
 */
export function complaintTestKit() {
  const kit = endpointTestKit({
    page: '?dId=dev-7&tok=sess-1&aVer=3.2.0&pf=android&lang=2',
    success: { code: '00', message: '' },
  });
  return { ...kit, calls: () => complaintCalls(kit.client()) };
}
