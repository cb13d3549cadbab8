import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, defaultClientConditions, type Plugin } from 'vite';
import { routeTable, type RouteEntry } from './src/routes/routeTable.ts';

const START_UP = '\0loan-h5-start-up';

/**
 * The start-up script's source: `watchAppStart` (a message and a retry should the entry not arrive), then,
 * unless `sendReads` is false (the demo build), `sendFirstReadsAhead` with the build's table of mounted
 * paths (path → page), so the route table's copy and titles stay out of index.html.
 */
export function startUpSource(
  boot: { sendReads: string; loadFailure: string },
  { table = routeTable, sendReads = true }: { table?: readonly RouteEntry[]; sendReads?: boolean } = {},
): string {
  const watch = `import { watchAppStart } from ${JSON.stringify(boot.loadFailure)};`;
  if (!sendReads) return [watch, 'watchAppStart(window);'].join('\n');
  const pages: Record<string, string> = {};
  for (const { path: at, page } of table) if (page && !pages[at]) pages[at] = page;
  return [
    watch,
    `import { sendFirstReadsAhead } from ${JSON.stringify(boot.sendReads)};`,
    'watchAppStart(window);',
    `const pages = ${JSON.stringify(pages)};`,
    `sendFirstReadsAhead(window, (path) => ({}.hasOwnProperty.call(pages, path) ? pages[path] : undefined));`,
  ].join('\n');
}

/**
 * src/boot/outdatedBrowserNotice.js as index.html carries it: ES5 written by hand, so no minifier (whose
 * output targets the syntax floor) touches it; its comments and indentation go.
 */
export function outdatedBrowserNotice(source: string): string {
  return source
    .replace(/^\/\*[\s\S]*?\*\/\n/, '')
    .replace(/^ *\/\/.*\n/gm, '')
    .replace(/^ +/gm, '')
    .trim();
}

/**
 * The production page sends its first reads from index.html (src/boot/sendFirstReadsAhead.ts), inline
 * after config.js: they go out as the HTML is read, beside the page's code instead of after it has
 * arrived and run. Bundled here on its own (about 5 KB gzip with the watch on the entry); cspScriptHashes
 * hashes it with the other inline script. The demo build's has only the watch on the entry
 * (src/boot/loadFailure.ts): its mock backend only answers once the entry has started it. Both builds
 * carry, before it, the notice for a webview too old to run the app (src/boot/outdatedBrowserNotice.js).
 */
export function inlineStartUpScript(options: { target: string | string[] }): Plugin {
  let root = '';
  let mocksOn = false;
  return {
    name: 'loan-h5:inline-start-up-script',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mocksOn = config.env.VITE_LOAN_H5_MOCKS === 'on';
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, ctx) {
        if (!ctx.bundle) return undefined;
        const boot = {
          sendReads: path.join(root, 'src/boot/sendFirstReadsAhead.ts'),
          loadFailure: path.join(root, 'src/boot/loadFailure.ts'),
        };
        const output = await build({
          configFile: false,
          root,
          logLevel: 'warn',
          resolve: { conditions: ['source', ...defaultClientConditions] },
          plugins: [
            {
              name: 'loan-h5:start-up-entry',
              resolveId: (id) => (id === START_UP ? id : undefined),
              load: (id) => (id === START_UP ? startUpSource(boot, { sendReads: !mocksOn }) : undefined),
            },
          ],
          build: {
            write: false,
            target: options.target,
            minify: true,
            sourcemap: false,
            rolldownOptions: { input: START_UP, output: { format: 'iife' } },
          },
        });
        const [result] = Array.isArray(output) ? output : [output];
        if (!result || !('output' in result)) throw new Error('inlineStartUpScript: no bundle');
        const code = result.output[0].code.trim();
        const notice = outdatedBrowserNotice(
          readFileSync(path.join(root, 'src/boot/outdatedBrowserNotice.js'), 'utf8'),
        );
        return [
          { tag: 'script', children: notice, injectTo: 'body' },
          { tag: 'script', children: code, injectTo: 'body' },
        ];
      },
    },
  };
}
