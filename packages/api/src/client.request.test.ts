// What the client sends: the common params, headers and body of each kind of call.
import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { loanPush } from './endpoints/loan';
import { clientTestKit, echo, echoGet } from './test-support/clientTestKit';

const { client, capture } = clientTestKit();

describe('on the wire', () => {
  it('appends the common params and sends a form-encoded POST with the form headers', async () => {
    const seen = capture('post', '/echo');
    await expect(client().call(echo, { amount: 1500, note: 'a b' })).resolves.toBe(true);
    const request = seen[0]!;
    const url = new URL(request.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ dId: 'dev-1', tok: 't0k', aVer: '3.4.0' });
    expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(await request.text()).toBe('amount=1500&note=a+b');
    expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(request.headers.get('swift')).toBe('W1');
    expect(request.headers.get('eyes')).toBe('');
    expect(request.headers.has('spits')).toBe(false);
  });

  it('merges a GET payload into the query and sends the JSON headers', async () => {
    const seen = capture('get', '/echo', () => HttpResponse.json({ code: 0, data: { ok: true } }));
    await client().call(echoGet, { pid: 0, orderNo: 'A1' });
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.get('pid')).toBe('0');
    expect(url.searchParams.get('orderNo')).toBe('A1');
    expect(url.searchParams.get('tok')).toBe('t0k');
    expect(seen[0]!.headers.get('spits')).toBe('S1');
    expect(seen[0]!.headers.get('beech')).toBe('');
  });

  it('prefixes the general base segment only for general endpoints', async () => {
    const seen = capture('post', '/gateway/v3/loan-confirm/loan-detail-push', () =>
      HttpResponse.json({ code: 0, data: { lendDetailsUrl: 'https://x.test/d' } }),
    );
    await client().call(loanPush, { productId: 1 });
    expect(new URL(seen[0]!.url).pathname).toBe('/gateway/v3/loan-confirm/loan-detail-push');
  });

  it('sends the image upload as multipart with the file', async () => {
    const upload = { ...echo, name: 'upload', body: 'multipart' as const };
    const seen = capture('post', '/echo');
    await client().call(upload, { problemImage: new File(['png-bytes'], 'ktp.png', { type: 'image/png' }) });
    expect(seen[0]!.headers.get('content-type')).toContain('multipart/form-data');
    const form = await seen[0]!.formData();
    const file = form.get('problemImage') as File;
    expect(file.name).toBe('ktp.png');
    expect(await file.text()).toBe('png-bytes');
  });

  it('takes the ids an endpoint needs from the page when the caller gives none', async () => {
    const seen = capture('post', '/echo');
    await client().call({ ...echo, pageIds: ['orderId', 'productId'] }, { productId: 5 });
    expect(await seen[0]!.text()).toBe('productId=5&orderId=77');
  });

  it('leaves out empty payload values', async () => {
    const seen = capture('post', '/echo');
    await client().call(echo, { a: undefined, b: null, c: 0 });
    expect(await seen[0]!.text()).toBe('c=0');
  });
});
