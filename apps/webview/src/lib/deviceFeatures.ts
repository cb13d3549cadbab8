import type { ContactPickState, LocationState } from '@loan-h5/screens';

interface ContactsManagerLike {
  select(
    props: string[],
    options?: { multiple?: boolean },
  ): Promise<Array<{ name?: string[]; tel?: string[] }>>;
}

/** The browser's Contact Picker API where it exists (Android Chrome), else a clear "unsupported". */
export async function pickContact(nav: Navigator = navigator): Promise<ContactPickState> {
  const contacts = (nav as Navigator & { contacts?: ContactsManagerLike }).contacts;
  if (!contacts || typeof contacts.select !== 'function') return { status: 'unsupported' };
  try {
    const [first] = await contacts.select(['name', 'tel'], { multiple: false });
    if (!first) return { status: 'none' };
    return { status: 'picked', name: first.name?.[0] ?? '', tel: first.tel?.[0] ?? '' };
  } catch {
    return { status: 'failed' };
  }
}

/** One position fix, with a clear state for "no permission" and "not found". */
export function locate(nav: Navigator = navigator, timeoutMs = 15_000): Promise<LocationState> {
  if (!nav.geolocation) return Promise.resolve({ status: 'unsupported' });
  return new Promise((resolve) => {
    nav.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          status: 'found',
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: coords.accuracy,
        }),
      (error) => resolve({ status: error.code === 1 ? 'denied' : 'failed' }),
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
