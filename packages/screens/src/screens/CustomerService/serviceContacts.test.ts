import { describe, expect, it } from 'vitest';
import { mailtoHref, serviceContacts } from './serviceContacts';

describe('serviceContacts: the server contact, with the configured phone as fallback', () => {
  it.each([
    [
      { phone: '1800-102-4455', email: 'care@rupee.example' },
      '1800-200-3300',
      '1800-102-4455',
      'care@rupee.example',
    ],
    [
      { phone: ' 021-5091-8800 ', email: ' bantuan@dana.example ' },
      '',
      '021-5091-8800',
      'bantuan@dana.example',
    ],
    [{ phone: '', email: 'care@rupee.example' }, '1800-200-3300', '1800-200-3300', 'care@rupee.example'],
    [{ phone: '   ', email: '' }, ' 1500-888 ', '1500-888', ''],
    [{ phone: null, email: null }, undefined, '', ''],
    [null, '1500-888', '1500-888', ''],
    [undefined, null, '', ''],
  ])('server %j, configured %j → phone %j, e-mail %j', (server, configured, phone, email) => {
    expect(serviceContacts(server, configured)).toEqual({ phone, email });
  });
});

describe('mailtoHref: only a plain address opens the mail app', () => {
  it.each([
    ['care@rupeeexpress.example', 'mailto:care@rupeeexpress.example'],
    [' bantuan@danakilat.co.id ', 'mailto:bantuan@danakilat.co.id'],
    ['first.last+loans@mail-host.in', 'mailto:first.last+loans@mail-host.in'],
  ])('%j → %j', (email, href) => {
    expect(mailtoHref(email)).toBe(href);
  });

  it.each([
    '',
    'care',
    'care@localhost',
    'care@rupee.example?bcc=all@evil.example',
    'care@rupee.example&body=hi',
    'a b@rupee.example',
    'care@rupee.example#x',
    'javascript:alert(1)//@x.example',
    '<care@rupee.example>',
    'care%40rupee.example',
  ])('refuses %j', (email) => {
    expect(mailtoHref(email)).toBeNull();
  });
});
