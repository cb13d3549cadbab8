// Complaint form mocks: `upload-fails:<n>` refuses the n-th photo upload once, and a non-image is refused.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient } from '../client';
import { readPageContext } from '../commonParams';
import { problemImageUpload } from '../endpoints/complaint';
import { ApiError } from '../errors';
import { createMockStore, handlersFor, parseScenario } from './index';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });

function backend(scenario: string) {
  server.use(...handlersFor(scenario, createMockStore()));
  const client = createApiClient({
    config: { apiOrigin: 'https://api.test', generalBase: '/gateway' },
    page: readPageContext('?tok=t0k'),
  });
  return (file: Blob) => client.call(problemImageUpload, { problemImage: file });
}

describe('upload-fails scenario', () => {
  it.each([
    ['upload-fails:2', [2], 0],
    ['upload-fails:1,upload-fails:3', [1, 3], 0],
    ['upload-fails:0', undefined, 1],
    ['upload-fails:x', undefined, 1],
    ['upload-fails', undefined, 1],
  ] as const)('%s reads as %o', (text, fails, problems) => {
    const scenario = parseScenario(text);
    expect(scenario.state.uploadFails).toEqual(fails);
    expect(scenario.problems).toHaveLength(problems);
  });

  it('refuses the n-th upload once; the next attempt of that photo succeeds', async () => {
    // No `lang` on the request: the store's default market (Indonesia) answers.
    const upload = backend('upload-fails:2');
    await expect(upload(photo())).resolves.toMatch(/^\//);
    const second = await upload(photo()).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(ApiError);
    expect((second as ApiError).serverMessage).toBe('Gagal mengunggah gambar, silakan coba lagi.');
    await expect(upload(photo())).resolves.toMatch(/^\//);
  });

  it('refuses a file that is not an image', async () => {
    const upload = backend('');
    const refused = await upload(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ApiError);
  });
});
