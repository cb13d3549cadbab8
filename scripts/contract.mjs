// The backend contract, generated from the endpoint table (scripts/contract/):
//   npm run contract                 writes packages/api/contract/openapi.json (OpenAPI 3.1)
//   npm run contract:check -- --origin URL --tok TOKEN [--param orderId=…] [--base /gateway] [--json]
//                                    sends every READ call to a live server (never a record, submit or
//                                    money call) and prints one row per call; exits 1 on any difference
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { defaultServerConditions, runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = async (file) =>
  (
    await runnerImport(path.join(root, file), {
      root,
      configFile: false,
      logLevel: 'silent',
      resolve: { conditions: ['source', ...defaultServerConditions] },
      ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    })
  ).module;

const [command, ...args] = process.argv.slice(2);
if (command === undefined || command === 'write') {
  const { openApiText, CONTRACT_FILE } = await load('scripts/contract/openapi.ts');
  const file = path.join(root, CONTRACT_FILE);
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(openApiText(), { ...options, filepath: file }));
  console.log(`wrote ${CONTRACT_FILE}`);
} else if (command === 'check') {
  const { checkContract, formatReport, parseArgs } = await load('scripts/contract/check.ts');
  let options;
  try {
    options = parseArgs(args);
  } catch (error) {
    console.error(`contract:check: ${error.message}`);
    console.error(
      'usage: npm run contract:check -- --origin URL --tok TOKEN [--param name=value …] [--base /gateway] [--json]',
    );
    process.exit(2);
  }
  const report = await checkContract(options);
  console.log(options.json ? JSON.stringify(report, null, 2) : formatReport(report));
  process.exit(report.passed ? 0 : 1);
} else {
  console.error(`unknown command ${command}: use write or check`);
  process.exit(2);
}
