import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Its own module: the global setup clears this folder and must not load the app's packages to do so.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Screenshots of the journeys' key moments (not committed: node_modules is ignored). */
export const SCREENSHOT_DIR = path.join(root, 'node_modules/.cache/loan-h5-e2e');
