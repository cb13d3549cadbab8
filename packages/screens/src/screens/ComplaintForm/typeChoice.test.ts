import { describe, expect, it } from 'vitest';
import { chooseFormType, formTypeState, missingChoice, typeFromAddress } from './typeChoice';

const types = [
  { value: '1', title: 'Collection' },
  { value: '2', title: 'Repayment' },
  { value: '3', title: 'Fees and interest' },
];
const subTypes = [
  { value: '11', title: 'Rude language' },
  { value: '12', title: 'Contacted my family' },
];

describe('typeFromAddress', () => {
  it('reads problemType (the old entry) and the sub-type of collection', () => {
    expect(typeFromAddress({ problemType: '2' }, types, subTypes)).toEqual({ problemType: '2' });
    expect(typeFromAddress({ problemType: '1', problemSonType: '12' }, types, subTypes)).toEqual({
      problemType: '1',
      problemSonType: '12',
    });
    // A sub-type belongs to collection only.
    expect(typeFromAddress({ problemType: '2', problemSonType: '12' }, types, subTypes)).toEqual({
      problemType: '2',
    });
  });

  it("reads the spec's problemIndex as a position in the server's types", () => {
    expect(typeFromAddress({ problemIndex: '0' }, types, subTypes)).toEqual({ problemType: '1' });
    expect(typeFromAddress({ problemIndex: '2' }, types, subTypes)).toEqual({ problemType: '3' });
    // problemType wins when both are sent.
    expect(typeFromAddress({ problemType: '2', problemIndex: '0' }, types, subTypes)).toEqual({
      problemType: '2',
    });
  });

  it('drops what the server does not list: the form then asks', () => {
    for (const params of [
      {},
      { problemType: '' },
      { problemType: '9' },
      { problemIndex: '3' },
      { problemIndex: '-1' },
      { problemIndex: '1.5' },
      { problemIndex: 'abc' },
    ])
      expect(typeFromAddress(params, types, subTypes)).toEqual({});
    expect(typeFromAddress({ problemType: '1', problemSonType: '99' }, types, subTypes)).toEqual({
      problemType: '1',
    });
    expect(typeFromAddress({ problemType: '2' }, [], [])).toEqual({});
  });
});

describe('missingChoice', () => {
  it('asks for a type, then collection’s sub-type when there are any', () => {
    expect(missingChoice({}, subTypes)).toBe('type');
    expect(missingChoice({ problemType: '' }, subTypes)).toBe('type');
    expect(missingChoice({ problemType: '1' }, subTypes)).toBe('subType');
    expect(missingChoice({ problemType: '1' }, [])).toBeNull();
    expect(missingChoice({ problemType: '1', problemSonType: '11' }, subTypes)).toBeNull();
    expect(missingChoice({ problemType: '2' }, subTypes)).toBeNull();
  });
});

describe('chooseFormType', () => {
  it('keeps the sub-type only while the type stays', () => {
    const chosen = { problemType: '1', problemSonType: '11' };
    expect(chooseFormType(chosen, '1')).toBe(chosen);
    expect(chooseFormType(chosen, '2')).toEqual({ problemType: '2' });
  });
});

describe('formTypeState', () => {
  const lists = { types, subTypes };
  it('files what a complete address names, without asking', () => {
    expect(formTypeState({ problemType: '2' }, lists, {})).toMatchObject({
      asking: false,
      filed: { problemType: '2' },
    });
    // A choice left in a draft does not override a complete address.
    expect(formTypeState({ problemType: '2' }, lists, { problemType: '3' }).filed).toEqual({
      problemType: '2',
    });
  });

  it('asks without a type, and files nothing until the choice is complete', () => {
    expect(formTypeState({}, lists, {})).toMatchObject({ asking: true, filed: {} });
    expect(formTypeState({}, lists, { problemType: '3' })).toMatchObject({
      asking: true,
      filed: { problemType: '3' },
    });
    expect(formTypeState({}, lists, { problemType: '1' }).filed).toEqual({});
    expect(formTypeState({}, lists, { problemType: '1', problemSonType: '11' }).filed).toEqual({
      problemType: '1',
      problemSonType: '11',
    });
  });

  it('asks for the sub-type of collection named without one, showing collection chosen', () => {
    const state = formTypeState({ problemType: '1' }, lists, {});
    expect(state).toMatchObject({ asking: true, shown: { problemType: '1' }, filed: {} });
  });

  it('files nothing while the lists load', () => {
    expect(formTypeState({ problemType: '2' }, null, {})).toMatchObject({ asking: false, filed: {} });
  });
});
