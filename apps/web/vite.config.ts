import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Prints the gzip size of the JavaScript the first screens load (the entry and what it imports
// statically, plus the lazy chunks of the splash and sign-in routes), the budget being 150 KB.
function initialJsReport(): Plugin {
  return {
    name: 'vetor-initial-js',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        for (const dep of byName.get(fileName)?.imports ?? []) visit(dep);
      };
      for (const c of chunks) {
        const id = c.facadeModuleId ?? '';
        if (c.isEntry || /(update-route|login-route)\.tsx$/.test(id)) visit(c.fileName);
      }
      let total = 0;
      const sizes: [string, number][] = [];
      for (const f of seen) {
        const size = gzipSync(byName.get(f)?.code ?? '').length;
        sizes.push([f, size]);
        total += size;
      }
      // VETOR_BUNDLE_DETAIL=1 lists each counted file, to see what a screen pulls in.
      if (process.env.VETOR_BUNDLE_DETAIL) {
        for (const [f, size] of sizes.sort((a, b) => b[1] - a[1]))
          console.warn(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${f}`);
      }
      const kb = (total / 1024).toFixed(1);
      this.info(`JS inicial de / e /login: ${kb} KB gzip (${seen.size} arquivos; meta ≤ 150 KB)`);
      console.warn(`\nJS inicial de / e /login: ${kb} KB gzip (${seen.size} arquivos; meta ≤ 150 KB)\n`);
    },
  };
}

/**
 * The splash and sign-in screens are lazy routes, so the browser would only ask for them after the
 * entry has run: a waterfall on slow phones. Preloading them (and what they import) from the HTML
 * lets them download alongside the entry.
 */
function preloadFirstScreens(): Plugin {
  return {
    name: 'vetor-preload-first-screens',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = chunks.find((c) => c.isEntry);
        const inEntry = new Set<string>();
        const walk = (f: string, into: Set<string>) => {
          if (into.has(f)) return;
          into.add(f);
          for (const dep of byName.get(f)?.imports ?? []) walk(dep, into);
        };
        if (entry) walk(entry.fileName, inEntry);
        const wanted = new Set<string>();
        for (const c of chunks)
          if (/(update-route|login-route)\.tsx$/.test(c.facadeModuleId ?? '')) walk(c.fileName, wanted);
        const links = [...wanted]
          .filter((f) => !inEntry.has(f))
          .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
          .join('\n    ');
        return html.replace('</head>', `    ${links}\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), initialJsReport(), preloadFirstScreens()],
  resolve: { conditions: ['source'] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/content': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
