import { describe, expect, it } from 'vitest';
import { locate, pickContact } from './deviceFeatures';

const nav = (extra: object) => extra as unknown as Navigator;

describe('pickContact', () => {
  it('says unsupported without the Contact Picker API', async () => {
    expect(await pickContact(nav({}))).toEqual({ status: 'unsupported' });
  });

  it('returns the chosen name and number', async () => {
    const contacts = { select: async () => [{ name: ['Asha Rao'], tel: ['+91 98765 43210'] }] };
    expect(await pickContact(nav({ contacts }))).toEqual({
      status: 'picked',
      name: 'Asha Rao',
      tel: '+91 98765 43210',
    });
  });

  it('tells when nothing was chosen or the picker failed', async () => {
    expect(await pickContact(nav({ contacts: { select: async () => [] } }))).toEqual({ status: 'none' });
    const failing = { select: async () => Promise.reject(new Error('SecurityError')) };
    expect(await pickContact(nav({ contacts: failing }))).toEqual({ status: 'failed' });
  });
});

describe('locate', () => {
  const geo = (fn: (ok: PositionCallback, err: PositionErrorCallback) => void) =>
    nav({ geolocation: { getCurrentPosition: fn } });

  it('says unsupported without geolocation', async () => {
    expect(await locate(nav({}))).toEqual({ status: 'unsupported' });
  });

  it('returns the coordinates', async () => {
    const result = await locate(
      geo((ok) =>
        ok({ coords: { latitude: -6.2, longitude: 106.8166, accuracy: 30 } } as GeolocationPosition),
      ),
    );
    expect(result).toEqual({ status: 'found', latitude: -6.2, longitude: 106.8166, accuracy: 30 });
  });

  it('tells a denied permission apart from other failures', async () => {
    expect(await locate(geo((_, err) => err({ code: 1 } as GeolocationPositionError)))).toEqual({
      status: 'denied',
    });
    expect(await locate(geo((_, err) => err({ code: 3 } as GeolocationPositionError)))).toEqual({
      status: 'failed',
    });
  });
});
