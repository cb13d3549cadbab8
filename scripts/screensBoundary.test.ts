// The screens package may not import routing, HTTP clients or the app: proven on the real lint config.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function lintScreen(code: string) {
  const [result] = await eslint.lintText(code, {
    filePath: 'packages/screens/src/screens/Example/ExampleScreen.tsx',
  });
  return result!.messages.map((m) => m.ruleId);
}

describe('screens package boundary (lint)', () => {
  it.each([
    "import { useNavigate } from 'react-router-dom';\nexport const x = useNavigate;\n",
    "import { Link } from 'react-router';\nexport const x = Link;\n",
    "import { getLoanDetails } from '@loan-h5/api';\nexport const x = getLoanDetails;\n",
    "import { App } from '../../../../../apps/webview/src/App';\nexport const x = App;\n",
    "import axios from 'axios';\nexport const x = axios;\n",
    // In Node (server rendering, host tests) the default import is styled-components' CommonJS module.
    "import styled from 'styled-components';\nexport const x = styled.div``;\n",
  ])('refuses %s', async (code) => {
    expect(await lintScreen(code)).toContain('no-restricted-imports');
  });

  it.each([
    "export const load = () => fetch('/v3/loan-details');\n",
    "export const read = () => localStorage.getItem('orderNo');\n",
    'export const read = () => window.location.search;\n',
  ])('refuses %s', async (code) => {
    const rules = await lintScreen(code);
    expect(rules.some((r) => r === 'no-restricted-globals' || r === 'no-restricted-properties')).toBe(true);
  });

  it('allows what a screen needs', async () => {
    expect(await lintScreen("import { useState } from 'react';\nexport const x = useState;\n")).toEqual([]);
    expect(
      await lintScreen(
        "import { keyframes, styled } from 'styled-components';\nexport const x = [styled, keyframes];\n",
      ),
    ).toEqual([]);
  });
});
