import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadModal } from './packages/screens/src/components/Modal/LazyModal';

// Two shared cores: give findBy/waitFor room for lazy routes without making any test slower when it passes.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => cleanup());

// The kit's Modal code loads after a page's first paint (LazyModal); a test that opens one asserts what it
// shows, not when its code arrives, so the code is there from the start (LazyModal.test covers the wait).
await preloadModal();
