import { describe, expect, it } from 'vitest';
import { checkContact, contactMailto, EMPTY_CONTACT, type ContactValues } from './contactForm';

const filled: ContactValues = {
  name: 'Priya Sharma',
  email: 'priya@example.in',
  message: 'When is my due date?',
};

describe('checkContact', () => {
  it.each<[string, Partial<ContactValues>, ReturnType<typeof checkContact>]>([
    ['all filled in', {}, { problem: null, fields: [] }],
    ['nothing filled in', EMPTY_CONTACT, { problem: 'incomplete', fields: ['name', 'email', 'message'] }],
    ['no name', { name: '' }, { problem: 'incomplete', fields: ['name'] }],
    ['a name of spaces', { name: '   ' }, { problem: 'incomplete', fields: ['name'] }],
    ['no e-mail', { email: '' }, { problem: 'incomplete', fields: ['email'] }],
    ['no message', { message: '\n\t ' }, { problem: 'incomplete', fields: ['message'] }],
    // An empty field is told first, even when the e-mail is also malformed.
    [
      'no message and a bad e-mail',
      { message: '', email: 'x' },
      { problem: 'incomplete', fields: ['message'] },
    ],
    ['an e-mail without @', { email: 'priya.example.in' }, { problem: 'email', fields: ['email'] }],
    ['an e-mail without a domain dot', { email: 'priya@example' }, { problem: 'email', fields: ['email'] }],
    ['an e-mail with a space', { email: 'priya sharma@example.in' }, { problem: 'email', fields: ['email'] }],
    ['an e-mail with two @', { email: 'priya@@example.in' }, { problem: 'email', fields: ['email'] }],
    ['an e-mail ending in a dot', { email: 'priya@example.' }, { problem: 'email', fields: ['email'] }],
    ['a sub-domain e-mail', { email: 'budi@mail.example.co.id' }, { problem: null, fields: [] }],
    ['an e-mail with spaces around', { email: '  priya@example.in ' }, { problem: null, fields: [] }],
  ])('%s', (_, change, expected) => {
    expect(checkContact({ ...filled, ...change })).toEqual(expected);
  });
});

describe('contactMailto', () => {
  const mail = { to: 'care@rupee-express.example', subject: 'Hello', body: 'Hi' };

  it('opens a message to the company with the subject and body', () => {
    expect(contactMailto(mail)).toBe('mailto:care@rupee-express.example?subject=Hello&body=Hi');
  });

  it.each([
    [
      'spaces as %20, never +',
      { subject: 'Message from Priya Sharma' },
      'subject=Message%20from%20Priya%20Sharma&',
    ],
    ['& ? # = and % stay text', { body: 'a&b?c#d=e 100%' }, 'body=a%26b%3Fc%23d%3De%20100%25'],
    ['a plus stays a plus', { body: '+91 98765 43210' }, 'body=%2B91%2098765%2043210'],
    ['new lines as CRLF', { body: 'one\ntwo\r\nthree\rfour' }, 'body=one%0D%0Atwo%0D%0Athree%0D%0Afour'],
    [
      'UTF-8 (Hindi, Indonesian, emoji)',
      { subject: 'नमस्ते é 🙂' },
      'subject=%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87%20%C3%A9%20%F0%9F%99%82&',
    ],
    ['<b> in a message is text', { body: '<b>x</b>' }, 'body=%3Cb%3Ex%3C%2Fb%3E'],
  ])('%s', (_name, change, part) => {
    expect(contactMailto({ ...mail, ...change })).toContain(part);
  });

  it('cannot add a recipient or a header through the address or the text', () => {
    const href = contactMailto({
      to: 'care@rupee.example?cc=x@evil.example',
      subject: 'x&bcc=x@evil.example',
      body: 'y\r\nBcc: x@evil.example',
    });
    expect(href.startsWith('mailto:care@rupee.example%3Fcc%3Dx@evil.example?subject=')).toBe(true);
    expect(new URL(href).searchParams.getAll('bcc')).toEqual([]);
    expect(new URL(href).searchParams.getAll('cc')).toEqual([]);
    expect([...new URL(href).searchParams.keys()]).toEqual(['subject', 'body']);
  });

  it('decodes back to what the borrower wrote', () => {
    const body = 'Priya Sharma <priya@example.in>\n\nWhen is my due date? 50% & more';
    const url = new URL(contactMailto({ ...mail, body }));
    expect(url.searchParams.get('body')).toBe(body.replace(/\n/g, '\r\n'));
  });
});
