import { describe, expect, it } from 'vitest';
import { channelName } from './channelName';

describe('channelName', () => {
  it('writes known mini markets and banks as their brands do', () => {
    expect(channelName('ALFAMART')).toBe('Alfamart');
    expect(channelName('INDOMARET')).toBe('Indomaret');
    expect(channelName('MANDIRI')).toBe('Mandiri');
    expect(channelName('PERMATA')).toBe('Permata');
    expect(channelName('PAYPOINT')).toBe('PayPoint');
    expect(channelName('HDFC')).toBe('HDFC Bank');
    expect(channelName('SBI')).toBe('State Bank of India');
  });
  it('keeps acronym banks in capitals', () => {
    expect(channelName('BCA')).toBe('BCA');
    expect(channelName('BNI')).toBe('BNI');
    expect(channelName('BRI')).toBe('BRI');
  });
  it('reads the code whatever its case, spaces or separators', () => {
    expect(channelName('alfamart')).toBe('Alfamart');
    expect(channelName(' Alfa-Mart ')).toBe('Alfamart');
    expect(channelName('cimb_niaga')).toBe('cimb_niaga');
    expect(channelName('CIMB')).toBe('CIMB Niaga');
  });
  it('shows an unknown code as sent, never re-cased', () => {
    expect(channelName('OVO')).toBe('OVO');
    expect(channelName('Bank Jago')).toBe('Bank Jago');
    expect(channelName('')).toBe('');
  });
});
