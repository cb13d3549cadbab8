import { describe, expect, it } from 'vitest';
import { complaintTestKit } from '../test-support/complaintTestKit';
import { customerContact } from './customerService';

const { parse, answer, malformedField, form, calls } = complaintTestKit();

describe('get-whatsapp (customer contact)', () => {
  it.each([
    [{ boemail: 'cs@danakilat.co.id', bophone: '021-5098-7788' }, 'cs@danakilat.co.id', '021-5098-7788'],
    [{ boemail: 'support@rupeerise.in', bophone: 18002587700 }, 'support@rupeerise.in', '18002587700'],
    [{ boemail: null }, '', ''],
  ])('reads %j', (data, email, phone) => {
    expect(parse(customerContact, data)).toEqual({ email, phone });
  });

  it('names a malformed e-mail', async () => {
    expect(await malformedField(customerContact, { boemail: ['cs@danakilat.co.id'] })).toBe('data.boemail');
  });

  it('fills in overall=30', async () => {
    const seen = answer('/user-problem/get-whatsapp', {
      boemail: 'cs@danakilat.co.id',
      bophone: '021-5098-7788',
    });
    await expect(calls().customerContact()).resolves.toEqual({
      email: 'cs@danakilat.co.id',
      phone: '021-5098-7788',
    });
    expect(await form(seen[0]!)).toEqual({ overall: '30' });
  });
});
