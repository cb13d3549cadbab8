import { createGlobalStyle } from 'styled-components';
import { color, font } from './tokens';

/** Page-level base for the app and Storybook: mobile-first, no zoom on input focus, full dynamic height. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  body {
    margin: 0;
    min-height: 100vh;
    min-height: 100dvh;
    font-family: ${font.family};
    font-size: ${font.size.md};
    line-height: ${font.lineHeight.normal};
    color: ${color.text};
    background: ${color.page};
    -webkit-tap-highlight-color: transparent;
    overscroll-behavior-y: none;
  }
  /* 16 px keeps iOS and Android from zooming into a focused field. */
  input, textarea, select, button { font: inherit; font-size: max(16px, 1em); color: inherit; }
  img, svg { display: block; max-width: 100%; }
  h1, h2, h3, p { margin: 0; }
  :focus-visible { outline: 2px solid ${color.brand}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
