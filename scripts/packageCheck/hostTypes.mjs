import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Compiles a small host against the installed tarballs with `moduleResolution: node10` (CommonJS, as ts-jest
 * compiles by default) and `node16` (a .cts and a .mts file). Every entry point must resolve to typed
 * declarations: a missing one fails with TS2307, an untyped one with the typed use below.
 */
export function checkHostTypes(host, { run, fail }) {
  // The mock backend's entries are for bundled and ESM hosts: msw's own types do not load from CommonJS.
  const program = (withMocks) => `
import type { ReactElement } from 'react';
import { RatingStars, type Messages } from '@loan-h5/screens';
import { en } from '@loan-h5/screens/i18n/en';
import { id } from '@loan-h5/screens/i18n/id';
import { core } from '@loan-h5/screens/i18n/copy/core.en';
import { loan } from '@loan-h5/screens/i18n/copy/loan.id';
import { createApiClient, endpoints } from '@loan-h5/api';
const dictionaries: Messages[] = [en, id];
const parts: string[] = [core['common.close'], Object.keys(loan)[0] ?? ''];
const stars: ReactElement = RatingStars({ label: 'Rate', value: 3, onChange: () => undefined }) as ReactElement;
const client = createApiClient({ config: { apiOrigin: '', generalBase: '/gateway' } });
const details: Promise<{ status: number }> = client.call(endpoints.loanDetails, { productId: 1, orderId: 2 });
export { dictionaries, parts, stars, details };
${
  withMocks
    ? `import { handlersFor } from '@loan-h5/api/mocks';
import { startMockWorker } from '@loan-h5/api/mocks/browser';
export const mocks: number = handlersFor('').length;
export const start: typeof startMockWorker = startMockWorker;`
    : ''
}`;
  const dir = path.join(host, 'types');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'host.ts'), program(true));
  writeFileSync(path.join(dir, 'host.cts'), program(false));
  writeFileSync(path.join(dir, 'host.mts'), program(true));
  const base = {
    strict: true,
    noEmit: true,
    target: 'es2022',
    jsx: 'react-jsx',
    types: ['node'],
    skipLibCheck: false,
  };
  const configs = {
    node10: {
      compilerOptions: { ...base, module: 'commonjs', moduleResolution: 'node10', ignoreDeprecations: '6.0' },
      files: ['host.ts'],
    },
    node16: {
      compilerOptions: { ...base, module: 'node16', moduleResolution: 'node16' },
      files: ['host.cts', 'host.mts'],
    },
  };
  for (const [name, config] of Object.entries(configs)) {
    writeFileSync(path.join(dir, `tsconfig.${name}.json`), JSON.stringify(config, null, 2));
    try {
      run(path.join(host, 'node_modules/.bin/tsc'), ['-p', `tsconfig.${name}.json`], dir);
    } catch (e) {
      fail(
        `a TypeScript host with moduleResolution ${name} does not compile:\n${String(e.stdout || e.message).trim()}`,
      );
    }
  }
  console.log('TypeScript hosts: every entry point resolves typed with moduleResolution node10 and node16');
}
