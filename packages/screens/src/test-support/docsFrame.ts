/**
 * How a docs page shows the stories of a file that sets `parameters: { docs: { story: inOwnFrame } }` in
 * its meta: each story in a frame of its own, one phone high, instead of inline in the page. Use it where
 * a story
 * - opens an overlay: a modal or the loading mask locks the page's scroll and keeps focus, which would
 *   freeze the whole docs page;
 * - talks to the mock backend: each frame has its own MSW handlers and mock store, while inline stories
 *   would all share the last story's scenario;
 * - draws a whole screen with its sticky bars, as a phone shows it.
 *
 * A frame shows the story's first state (its play does not run there) in the docs page's language and
 * market (see `followDocsPage` in .storybook/preview.tsx). Write the `docs` key out in the meta (not a
 * spread): Storybook adds the meta's doc comment under `parameters.docs`, which would replace a `docs` that
 * came in through a spread.
 */
export const inOwnFrame = { inline: false, height: '740px' };
