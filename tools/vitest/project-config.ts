import react from '@vitejs/plugin-react';
import { searchForWorkspaceRoot } from 'vite';
import { defineConfig } from 'vitest/config';

/** Unit tests of a project: `src/**\/*.test.ts(x)`; React ones in jsdom with Testing Library's matchers. */
export function projectTestConfig(root: string, kind: 'node' | 'react') {
  return defineConfig({
    root,
    plugins: kind === 'react' ? [react({ jsxImportSource: '@emotion/react' })] : [],
    // The setup file is this preset's own: a workspace that reaches the preset
    // through a linked node_modules (the generator's throwaway workspace) has
    // it outside its root, where Vite serves nothing by default.
    server: { fs: { allow: [searchForWorkspaceRoot(root), import.meta.dirname] } },
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: kind === 'react' ? 'jsdom' : 'node',
      setupFiles: kind === 'react' ? [new URL('./setup-dom.ts', import.meta.url).pathname] : [],
      // A form test types and clicks as a person does (user-event in jsdom): 2-4 s on an idle
      // machine of CI's kind, and a busy one (load 10 and more) took over vitest's default 5 s.
      testTimeout: 30_000,
    },
  });
}
