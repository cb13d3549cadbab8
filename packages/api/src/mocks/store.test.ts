// The mock store: what it seeds, takes from a seed, and keeps in a snapshot across page loads.
import { describe, expect, it } from 'vitest';
import { createComplaint, createMockStore, createOrder, createProduct } from './index';

describe('the store', () => {
  it('seeds both markets without a single remote URL', () => {
    const store = createMockStore();
    for (const market of ['ID', 'IN'] as const) {
      const data = store.for(market);
      const text = JSON.stringify({
        ...data,
        orders: [...data.orders.values()],
        registeredPhones: [...data.registeredPhones],
      });
      expect(text).not.toMatch(/https?:\/\//);
    }
  });

  it('takes orders and products from the seed', () => {
    const store = createMockStore({
      orders: [createOrder({ orderId: '1', status: 200 })],
      products: [createProduct({ id: '3' })],
      smsCode: '654321',
    });
    expect([...store.data.orders.keys()]).toEqual(['1']);
    expect(store.data.products.map((p) => p.productName)).toEqual(['Pinjam Mudah']);
    expect(store.smsCode).toBe('654321');
    store.reseed({ orderStatus: 21 });
    expect(store.data.orders.get('1')?.orderStatus).toBe(21);
  });

  it('keeps its whole state in a snapshot (the demo app survives page loads with it)', () => {
    const store = createMockStore({ orderStatus: 180 });
    store.for('IN');
    store.data.complaints.push(createComplaint({ problemId: '7001', content: 'Filed before the reload.' }));
    store.data.registeredPhones.add('081377778888');
    store.data.orders.set('10001', { ...store.data.orders.get('10001')!, isScore: '1' });
    store.smsCode = '246810';
    const text = store.snapshot();

    const next = createMockStore();
    expect(next.restore(text)).toBe(true);
    expect(next.data.complaints.at(-1)).toMatchObject({ problemId: '7001' });
    expect(next.data.registeredPhones.has('081377778888')).toBe(true);
    expect(next.data.orders.get('10001')).toMatchObject({ isScore: '1', orderStatus: 180 });
    expect(next.for('IN').orders.size).toBe(5);
    expect(next.smsCode).toBe('246810');
    // The seed came along: a reset goes back to the scenario's state, not the defaults.
    next.reset();
    expect(next.data.orders.get('10002')?.orderStatus).toBe(180);
    expect(next.data.complaints.some((c) => c.problemId === '7001')).toBe(false);
  });

  it('refuses a snapshot it cannot read', () => {
    const store = createMockStore();
    store.data.registeredPhones.add('0800');
    expect(store.restore('not json')).toBe(false);
    expect(store.restore('{"version":0}')).toBe(false);
    expect(store.data.registeredPhones.has('0800')).toBe(true);
  });
});
