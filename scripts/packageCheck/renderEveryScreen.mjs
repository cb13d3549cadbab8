// The host check's server-rendering program: serialised into the host's ESM and CJS programs by
// packageCheck/serverRendering.mjs (so it must stay self-contained: no imports, no outer names).
/**
 * Runs inside the host, in plain Node (its source is written into the ESM and CJS programs), as a
 * Next.js server or a Vitest/Jest run would: renders every `*Screen` export of one entry point with
 * react-dom/server inside the theme and language providers, collects the styles with ServerStyleSheet, and
 * returns the screens' names. Each screen gets its small valid props from `screens` (loanScreenProps and
 * serviceScreenProps), its ready state where it has one, and `expected` is a text of that state. Exits
 * non-zero with one message naming the screen and entry point.
 */
export function renderEveryScreen(
  entry,
  lib,
  dictionaries,
  screens,
  { h, renderToString, ServerStyleSheet },
) {
  const stop = (message) => {
    console.error(message);
    process.exit(1);
  };
  for (const [name, messages] of Object.entries(dictionaries)) {
    if (!messages || Object.keys(messages).length === 0)
      stop(`${entry}: the i18n/${name} entry has no dictionary`);
  }
  const names = Object.keys(lib)
    .filter((name) => name.endsWith('Screen'))
    .sort();
  if (names.length === 0) stop(`${entry}: no *Screen export`);
  for (const name of names) {
    const screen = screens[name];
    if (!screen)
      stop(
        `${name} from ${entry}: scripts/packageCheck/loanScreenProps.mjs and serviceScreenProps.mjs have no props for it (add a small valid set)`,
      );
    const complaints = [];
    const { error, warn } = console;
    console.error = console.warn = (...args) => complaints.push(args.map(String).join(' '));
    const sheet = new ServerStyleSheet();
    let html = '';
    let styles = '';
    try {
      const ui = h(
        lib.ThemeProvider,
        { market: 'IN' },
        h(
          lib.LocaleProvider,
          { locale: 'en', messages: dictionaries.en },
          h(lib.GlobalStyle),
          h(lib[name], screen.props),
        ),
      );
      html = renderToString(sheet.collectStyles(ui));
      styles = sheet.getStyleTags();
    } catch (e) {
      Object.assign(console, { error, warn });
      stop(
        `${name} from ${entry}: rendering threw ${String(e?.stack ?? e)
          .split('\n')
          .slice(0, 3)
          .join('\n')}`,
      );
    } finally {
      sheet.seal();
      Object.assign(console, { error, warn });
    }
    if (!html.trim()) stop(`${name} from ${entry}: renderToString gave empty HTML`);
    if (!/<style[^>]*>[^<]+<\/style>/.test(styles))
      stop(`${name} from ${entry}: ServerStyleSheet collected no styles`);
    if (screen.expected && !html.includes(screen.expected))
      stop(`${name} from ${entry}: the HTML lacks "${screen.expected}" (did the ready state render?)`);
    if (complaints.length) stop(`${name} from ${entry}: rendering logged ${complaints[0]}`);
  }
  return names;
}
