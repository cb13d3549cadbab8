import { describe, expect, it } from 'vitest';
import { checkContact, EMPTY_CONTACT, type ContactValues } from './contactForm';

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
