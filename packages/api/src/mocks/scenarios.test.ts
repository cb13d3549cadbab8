import { describe, expect, it } from 'vitest';
import { DEFAULT_SLOW_MS, endpointLookup, faultsFor, parseScenario, UNSAFE_URL } from './scenarios';

describe('parseScenario', () => {
  it('reads nothing as the default backend', () => {
    expect(parseScenario('')).toEqual({ state: {}, faults: [], problems: [] });
    expect(parseScenario(null)).toEqual({ state: {}, faults: [], problems: [] });
    expect(parseScenario(' , ,')).toEqual({ state: {}, faults: [], problems: [] });
  });

  it('reads the state items', () => {
    expect(
      parseScenario('orderStatus:174,isDelay:1,isScore:0,confirmType:2,agreementPopup,needValid:0,market:in')
        .state,
    ).toEqual({
      orderStatus: 174,
      isDelay: true,
      isScore: false,
      confirmType: 2,
      agreementPopup: true,
      needValid: false,
      market: 'IN',
    });
    expect(parseScenario('agreementPopup:0').state).toEqual({ agreementPopup: false });
  });

  it('reads unsafeUrls as on when it stands alone, and its 0/1 value otherwise', () => {
    expect(parseScenario('unsafeUrls').state).toEqual({ unsafeUrls: true });
    expect(parseScenario('unsafeUrls:1,orderStatus:200').state).toEqual({
      unsafeUrls: true,
      orderStatus: 200,
    });
    expect(parseScenario('unsafeUrls:0').state).toEqual({ unsafeUrls: false });
    expect(parseScenario('unsafeUrls:maybe').problems).toEqual(['"unsafeUrls:maybe": expected 0 or 1']);
    expect(UNSAFE_URL).toBe('javascript:alert(1)');
  });

  // Information pages: customer service's contact with parts left out.
  it('reads serviceContact as one of full, noPhone, noEmail, none', () => {
    for (const kind of ['full', 'noPhone', 'noEmail', 'none'])
      expect(parseScenario(`serviceContact:${kind}`).state).toEqual({ serviceContact: kind });
    expect(parseScenario('serviceContact:nobody').problems).toEqual([
      '"serviceContact:nobody": expected serviceContact:<full|noPhone|noEmail|none>',
    ]);
  });

  // Chatbot: an empty category, a failing record type, a low score without a message.
  it.each([
    ['qaEmptyCategory:2', { qaEmptyCategory: '2' }],
    ['qaRecordFails:3', { qaRecordFails: 3 }],
    ['qaSilentLowScore', { qaSilentLowScore: true }],
    ['qaSilentLowScore:0', { qaSilentLowScore: false }],
  ])('reads the chatbot item %s', (text, state) => {
    expect(parseScenario(text)).toEqual({ state, faults: [], problems: [] });
  });

  it.each([
    ['qaEmptyCategory', 'expected qaEmptyCategory:<pid>'],
    ['qaRecordFails:5', 'expected qaRecordFails:<1|2|3|4>'],
    ['qaRecordFails:x', 'expected qaRecordFails:<1|2|3|4>'],
    ['qaSilentLowScore:maybe', 'expected 0 or 1'],
  ])('refuses the chatbot item %s', (text, why) => {
    expect(parseScenario(text).problems).toEqual([`"${text}": ${why}`]);
  });

  it('reads each fault kind with its endpoint', () => {
    expect(parseScenario('network-error:loan-details').faults).toEqual([
      { kind: 'network-error', endpoint: 'loan-details' },
    ]);
    expect(
      parseScenario('server-error:problem-list,malformed:contract,empty:recommend-product-list').faults,
    ).toEqual([
      { kind: 'server-error', endpoint: 'problem-list' },
      { kind: 'malformed', endpoint: 'contract' },
      { kind: 'empty', endpoint: 'recommend-product-list' },
    ]);
  });

  it('accepts the table key as well as the endpoint name', () => {
    expect(parseScenario('network-error:loanDetails').faults).toEqual([
      { kind: 'network-error', endpoint: 'loan-details' },
    ]);
  });

  it('reads * or a missing endpoint as every endpoint', () => {
    expect(parseScenario('network-error').faults).toEqual([{ kind: 'network-error', endpoint: '*' }]);
    expect(parseScenario('malformed:*').faults).toEqual([{ kind: 'malformed', endpoint: '*' }]);
  });

  it('reads codes as numbers when written as numbers, else as text, and keeps the message', () => {
    expect(parseScenario('code:loan-details:1001').faults).toEqual([
      { kind: 'code', endpoint: 'loan-details', code: 1001, message: '' },
    ]);
    expect(parseScenario('code:promotion-register:-1').faults[0]).toMatchObject({ code: -1 });
    expect(parseScenario('code:problem-list:01').faults[0]).toMatchObject({ code: '01' });
    expect(parseScenario('code:repayment-confirm:800006:Kode salah: coba lagi').faults[0]).toMatchObject({
      code: 800006,
      message: 'Kode salah: coba lagi',
    });
  });

  it('reads slow with a default and with milliseconds', () => {
    expect(parseScenario('slow:loan-details').faults).toEqual([
      { kind: 'slow', endpoint: 'loan-details', delayMs: DEFAULT_SLOW_MS },
    ]);
    expect(parseScenario('slow:loan-details:5000').faults[0]).toMatchObject({ delayMs: 5000 });
    expect(parseScenario('slow').faults).toEqual([{ kind: 'slow', endpoint: '*', delayMs: DEFAULT_SLOW_MS }]);
  });

  it('reads several items, with spaces around them', () => {
    const scenario = parseScenario(' orderStatus:180 , slow:loan-details:4000,code:google-score:1001 ');
    expect(scenario.state).toEqual({ orderStatus: 180 });
    expect(scenario.faults.map((f) => f.kind)).toEqual(['slow', 'code']);
    expect(scenario.problems).toEqual([]);
  });

  it('names every item it cannot read and keeps the rest', () => {
    const scenario = parseScenario(
      'orderStatus:abc,teleport:loan-details,network-error:nope,code:loan-details,slow:loan-details:soon,' +
        'market:CN,malformed:loan-details:extra,isDelay:maybe,empty:loan-details',
    );
    expect(scenario.problems).toEqual([
      '"orderStatus:abc": expected a whole number, e.g. orderStatus:174',
      '"teleport:loan-details": unknown kind "teleport"',
      '"network-error:nope": unknown endpoint "nope"',
      '"code:loan-details": expected code:<endpoint>:<code>[:<message>]',
      '"slow:loan-details:soon": expected slow:<endpoint>:<milliseconds>',
      '"market:CN": expected market:IN or market:ID',
      '"malformed:loan-details:extra": expected malformed:<endpoint>',
      '"isDelay:maybe": expected 0 or 1',
    ]);
    expect(scenario.faults).toEqual([{ kind: 'empty', endpoint: 'loan-details' }]);
  });

  it('reads endpoints from the table it is given', () => {
    const lookup = endpointLookup({ ping: { name: 'ping-pong' } });
    expect(parseScenario('network-error:ping', lookup).faults).toEqual([
      { kind: 'network-error', endpoint: 'ping-pong' },
    ]);
    expect(parseScenario('network-error:loan-details', lookup).problems).toHaveLength(1);
  });
});

describe('faultsFor', () => {
  it('gives one endpoint its delay and the first fault that decides its reply', () => {
    const scenario = parseScenario('code:loan-details:7,slow:*:100,network-error:*,server-error:contract');
    expect(faultsFor(scenario, 'loan-details')).toEqual({
      delayMs: 100,
      reply: { kind: 'code', endpoint: 'loan-details', code: 7, message: '' },
    });
    expect(faultsFor(scenario, 'contract')).toEqual({
      delayMs: 100,
      reply: { kind: 'network-error', endpoint: '*' },
    });
    expect(faultsFor(parseScenario(''), 'contract')).toEqual({ delayMs: 0, reply: undefined });
  });
});
