import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { core as coreEn } from '@loan-h5/screens/i18n/copy/core.en';
import { core as coreId } from '@loan-h5/screens/i18n/copy/core.id';
import { loan as loanEn } from '@loan-h5/screens/i18n/copy/loan.en';
import { promotion as promotionId } from '@loan-h5/screens/i18n/copy/promotion.id';
import {
  FIRST_PAGE_COPY_MODULE,
  firstPageCopy,
  firstPageCopyId,
  firstPageCopyParts,
  firstPageCopyTable,
} from './firstPageCopy';
import { routeTable } from './src/routes/routeTable';

const copyDir = path.resolve(import.meta.dirname, '../../packages/screens/src/i18n/copy');

/** The plugin's module for `id`, loaded as the build would (copy parts resolved to their source). */
async function load(id: string): Promise<string> {
  const plugin = firstPageCopy() as unknown as {
    configResolved: (config: { command: string }) => void;
    resolveId: { handler: (id: string) => string };
    load: { handler: (this: unknown, id: string) => Promise<string> };
  };
  plugin.configResolved({ command: 'build' });
  const context = {
    resolve: async (name: string) => ({ id: path.join(copyDir, `${name.split('/').pop()}.ts`) }),
    addWatchFile: () => undefined,
  };
  return plugin.load.handler.call(context, plugin.resolveId.handler(id));
}

/** A module's default export, from its source. */
const defaultOf = async (source: string) =>
  ((await import(`data:text/javascript,${encodeURIComponent(source)}`)) as { default: unknown }).default;

describe('firstPageCopy', () => {
  it('makes one file of core and each part a first page shows, with every word of both', async () => {
    expect(await defaultOf(await load(firstPageCopyId('loan', 'en')))).toEqual({ ...coreEn, ...loanEn });
    expect(await defaultOf(await load(firstPageCopyId('promotion', 'id')))).toEqual({
      ...coreId,
      ...promotionId,
    });
  });

  it("covers every mounted page's part, each once", () => {
    const parts = firstPageCopyParts();
    expect(parts).toEqual([...new Set(parts)]);
    for (const { page, copy = [] } of routeTable)
      if (page) expect(parts).toEqual(expect.arrayContaining([...copy]));
  });

  it('gives the app a loader per part and language in a build, none on the dev server', async () => {
    const build = firstPageCopyTable(['loan', 'site'], true);
    expect(build).toContain(JSON.stringify(firstPageCopyId('site', 'id')));
    expect(await defaultOf(firstPageCopyTable(['loan'], false))).toEqual({ en: {}, id: {} });
    expect(await load(FIRST_PAGE_COPY_MODULE)).toContain(JSON.stringify(firstPageCopyId('chatbot', 'en')));
  });
});
