import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Two shared cores: give findBy/waitFor room for lazy routes without making any test slower when it passes.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => cleanup());
