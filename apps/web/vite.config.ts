import { fileURLToPath } from 'node:url';
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
      const report = (label: string, roots: (id: string, isEntry: boolean) => boolean, budgetKb: number) => {
        seen.clear();
        for (const c of chunks) if (roots(c.facadeModuleId ?? '', c.isEntry)) visit(c.fileName);
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
        const line = `${label}: ${(total / 1024).toFixed(1)} KB gzip (${seen.size} arquivos; meta ≤ ${budgetKb} KB)`;
        this.info(line);
        console.warn(`\n${line}\n`);
      };
      report(
        'JS inicial de / e /login',
        (id, isEntry) => (isEntry && id.endsWith('/index.html')) || /(update-route|login-route)\.tsx$/.test(id),
        150,
      );
      // The owner's and the pharmacy's pages (public.html), opened on phones over mobile data (issue 14).
      report('JS inicial das páginas públicas', (id, isEntry) => isEntry && id.endsWith('/public.html'), 100);
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
        // The light public entry (public.html) preloads nothing of the app.
        if (!bundle || !ctx.path.endsWith('/index.html')) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = chunks.find((c) => c.isEntry && (c.facadeModuleId ?? '').endsWith('/index.html'));
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

/**
 * The dev server answers the public paths with public.html, as the production server does
 * (apps/server/src/plugins/web.ts), so the light entry runs in development too.
 */
function publicPagesInDev(): Plugin {
  return {
    name: 'vetor-public-pages-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/(shared|validation)\//.test(req.url)) req.url = '/public.html';
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), initialJsReport(), preloadFirstScreens(), publicPagesInDev()],
  resolve: { conditions: ['source'] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/content': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // Two pages: the app, and the light page owners and pharmacies open from a link (issue 14).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        public: fileURLToPath(new URL('./public.html', import.meta.url)),
      },
    },
  },
});
