import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { dropContractMetadataIn } from './dropContractMetadata';

describe('dropContractMetadataIn', () => {
  const endpoint = [
    'export const problemSave = defineEndpoint({',
    "  name: 'problem-save',",
    "  kind: 'submit',",
    '  wire: {',
    "    path: 'spec',",
    "    replyFromSpec: ['success'],",
    '  },',
    '  data: v.object({ problemId: id }),',
    '});',
  ].join('\n');

  it("drops an endpoint's wire and kind, keeping what a call needs", () => {
    const out = dropContractMetadataIn(endpoint)!;
    expect(out).not.toMatch(/wire|kind|replyFromSpec|'submit'/);
    expect(out).toContain("name: 'problem-save',");
    expect(out).toContain('data: v.object({ problemId: id }),');
    // Still a module that parses, with the same lines (its source map needs no change).
    expect(out.split('\n')).toHaveLength(endpoint.split('\n').length);
    expect(() => parseAst(out)).not.toThrow();
  });

  it('drops the last property and its comma too', () => {
    const out = dropContractMetadataIn("const e = defineEndpoint({ name: 'a', kind: 'read' });")!;
    expect(out.replace(/\s+/g, ' ')).toBe("const e = defineEndpoint({ name: 'a', });");
  });

  it('leaves other objects named wire or kind, and modules without endpoints, alone', () => {
    expect(dropContractMetadataIn("const fault = { kind: 'lost', wire: 1 };")).toBeNull();
    expect(
      dropContractMetadataIn("defineEndpoint({ name: 'a' }); const step = { kind: 'late' };"),
    ).toBeNull();
  });
});
