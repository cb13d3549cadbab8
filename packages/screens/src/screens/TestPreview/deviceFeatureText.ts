import type { useText } from '../../i18n/LocaleProvider';

// What the device-feature cards of the test page say: a contact picked, a location found, or why not.

export type ContactPickState =
  | { status: 'idle' | 'pending' | 'unsupported' | 'none' | 'failed' }
  | { status: 'picked'; name: string; tel: string };

export type LocationState =
  | { status: 'idle' | 'pending' | 'unsupported' | 'denied' | 'failed' }
  | { status: 'found'; latitude: number; longitude: number; accuracy: number };

type Text = ReturnType<typeof useText>;

export function contactText(state: ContactPickState, t: Text): string {
  switch (state.status) {
    case 'picked':
      return [state.name, state.tel].filter(Boolean).join(' · ');
    case 'unsupported':
      return t('testPreview.contactsUnsupported');
    case 'none':
      return t('testPreview.contactsNone');
    case 'failed':
      return t('testPreview.contactsFailed');
    default:
      return '';
  }
}

export function locationText(state: LocationState, t: Text): string {
  switch (state.status) {
    case 'found':
      return t('testPreview.locationResult', {
        lat: state.latitude.toFixed(5),
        lng: state.longitude.toFixed(5),
        accuracy: Math.round(state.accuracy),
      });
    case 'pending':
      return t('testPreview.locating');
    case 'unsupported':
      return t('testPreview.locationUnsupported');
    case 'denied':
      return t('testPreview.locationDenied');
    case 'failed':
      return t('testPreview.locationFailed');
    default:
      return '';
  }
}
