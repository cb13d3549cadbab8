import path from 'node:path';
import type { Plugin } from 'vite';

/** What the plugin reads of a chunk: its file and the chunks it imports statically. */
export interface ImportingChunk {
  fileName: string;
  imports: readonly string[];
}

/**
 * The chunks `fileName` needs only through its imports' imports, in the order a depth-first walk meets them.
 * A browser finds those one level at a time (a chunk, then what it imports, then what that imports): a round
 * trip per level on a slow network.
 */
export function transitiveOnlyImports(
  chunks: Readonly<Record<string, ImportingChunk>>,
  fileName: string,
): string[] {
  const direct = new Set(chunks[fileName]?.imports ?? []);
  const seen = new Set<string>([fileName]);
  const found: string[] = [];
  const walk = (name: string) => {
    for (const dep of chunks[name]?.imports ?? []) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      if (!direct.has(dep)) found.push(dep);
      walk(dep);
    }
  };
  walk(fileName);
  return found;
}

/** `import"./x.js";` for each chunk `fileName` needs only through its imports, relative to `fileName`. */
export function hoistedImportStatements(
  chunks: Readonly<Record<string, ImportingChunk>>,
  fileName: string,
): string {
  return transitiveOnlyImports(chunks, fileName)
    .map((dep) => {
      const relative = path.posix.relative(path.posix.dirname(fileName), dep);
      return `import"${relative.startsWith('.') ? relative : `./${relative}`}";`;
    })
    .join('');
}

/**
 * Rollup's `hoistTransitiveImports`, which Rolldown does not implement yet: each chunk also imports, with no
 * bindings, every chunk its imports import, so a lazy part's whole tree is asked for at once. The site's
 * /Policy fetched its text, then the policy screen, then the document layout — three round trips after the
 * entry where one does. Appended after the chunk's code: import declarations are hoisted, and the modules
 * already imported through the chunk's own imports still run in the same order (a module runs once).
 */
export function hoistTransitiveImports(): Plugin {
  return {
    name: 'loan-h5:hoist-transitive-imports',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      const hoisted = hoistedImportStatements(meta.chunks, chunk.fileName);
      return hoisted ? { code: `${code}\n${hoisted}`, map: null } : null;
    },
  };
}
