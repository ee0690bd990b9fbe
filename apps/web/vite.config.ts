import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundledDatabases } from './build/bundled-databases';

/** The chunks `isRoot` picks and those they import statically: what the browser evaluates with them. */
function staticClosure(chunks: Rollup.OutputChunk[], isRoot: (c: Rollup.OutputChunk) => boolean): Set<string> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const dep of byName.get(fileName)?.imports ?? []) visit(dep);
  };
  for (const c of chunks) if (isRoot(c)) visit(c.fileName);
  return seen;
}

/** The app's entry chunk (index.html's script). */
const isAppEntry = (c: Rollup.OutputChunk) => c.isEntry && (c.facadeModuleId ?? '').endsWith('/index.html');

// Prints the gzip size of the JavaScript the first screens load (the entry and what it imports
// statically, plus the lazy chunks of the splash and sign-in routes), the budget being 150 KB.
function initialJsReport(): Plugin {
  return {
    name: 'vetor-initial-js',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const report = (label: string, roots: (id: string, isEntry: boolean) => boolean, budgetKb: number) => {
        const seen = staticClosure(chunks, (c) => roots(c.facadeModuleId ?? '', c.isEntry));
        let total = 0;
        const sizes: [string, number][] = [];
        for (const f of seen) {
          const size = gzipSync(byName.get(f)?.code ?? '').length;
          sizes.push([f, size]);
          total += size;
        }
        // VETOR_BUNDLE_DETAIL=1 lists each counted file, to see what a screen pulls in.
        if (process.env.VETOR_BUNDLE_DETAIL) {
          for (const [f, size] of sizes.sort((a, b) => b[1] - a[1])) {
            console.warn(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${f}`);
            // VETOR_BUNDLE_DETAIL=modules also lists the modules of each file (minified, before gzip).
            if (process.env.VETOR_BUNDLE_DETAIL !== 'modules') continue;
            const modules = Object.entries(byName.get(f)?.modules ?? {}).sort(
              (a, b) => b[1].renderedLength - a[1].renderedLength,
            );
            for (const [id, m] of modules.slice(0, 25))
              if (m.renderedLength > 300)
                console.warn(
                  `          ${(m.renderedLength / 1024).toFixed(1).padStart(6)} KB  ${id.replace(/.*node_modules\//, '~/').replace(/.*\/(apps|packages)\//, '')}`,
                );
          }
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
      // The owner's and the pharmacy's pages (public.html), opened on phones over mobile data.
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
        const inEntry = staticClosure(chunks, isAppEntry);
        const wanted = staticClosure(chunks, (c) => /(update-route|login-route)\.tsx$/.test(c.facadeModuleId ?? ''));
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
 * V8 compiles a function when it is first called, and the code cache it keeps for a module holds
 * what was compiled by the end of the module's evaluation: the React DOM, React Router and Mantine
 * functions that first run while the router is made and the first screen renders were compiled again
 * on the main thread at every start. Chrome's explicit compile hint (`//# allFunctionsCalledOnLoad`,
 * a script's first line) compiles a script's functions eagerly, off the main thread while it
 * streams, and keeps them in the cache. It goes on the chunks every start of the app evaluates (the
 * entry and its static imports), not on lazy chunks, whose unused functions would only cost compile
 * time. Measured: docs/benchmarks.md, "Lighthouse, signed in (paired)" (mobile /home 93 → 96, drug 88 → 91).
 */
function compileHints(): Plugin {
  return {
    name: 'vetor-compile-hints',
    apply: 'build',
    // After Vite's own hooks, which put a line of their own at the top of some chunks: the hint must
    // come first, before any function is parsed.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const everyStart = staticClosure(chunks, isAppEntry);
        for (const fileName of everyStart) {
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

/**
 * The installable app and its service worker (docs/decisions/offline-store.md): the manifest, and a
 * precache of the shell and every chunk (so every calculator runs offline). The API is never
 * cached by the worker: personal answers stay out of Cache Storage and nothing stale is served; the
 * drugs a user opened are kept sealed by the app itself. A new worker waits and is announced; it
 * takes over on the next start (registered lazily from src/lib/pwa.ts).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: 'Vetor — apoio à decisão clínica veterinária',
    short_name: 'Vetor',
    description: 'Medicamentos, doses, doenças, calculadoras e prescrições para cães e gatos.',
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#0b2e59',
    theme_color: '#0b2e59',
    categories: ['medical', 'education'],
    // PNG only: Chromium decodes a page's favicon and manifest icons in the page's renderer, and an
    // SVG icon costs a whole isolated SVG document there, an 8–18 ms main-thread task on most starts
    // (a PNG decodes in well under 1 ms). The HTML pages' favicon is icon-192.png too.
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2,json}'],
    navigateFallback: '/index.html',
    // Server pages and files, never the app's shell.
    // The owners' and pharmacies' public pages have their own light entry (public.html).
    navigateFallbackDenylist: [/^\/api\//, /^\/content\//, /^\/dev\//, /^\/shared\//, /^\/validation\//, /\.html$/],
    cleanupOutdatedCaches: true,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    runtimeCaching: [
      {
        // The library's public illustrations (no account data): kept after first view.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/content/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'vetor-content-images',
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
        },
      },
    ],
  },
});

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
  plugins: [
    react(),
    initialJsReport(),
    preloadFirstScreens(),
    compileHints(),
    bundledDatabases(fileURLToPath(new URL('../../content', import.meta.url))),
    publicPagesInDev(),
    pwa,
  ],
  // 'source' resolves the workspace packages to their TypeScript; Vite's own client conditions
  // (module, browser, development|production) stay, as setting the list replaces them: without
  // 'browser' a package such as decode-named-character-reference bundled its Node build with a
  // 2,000-entry entity table instead of the browser's own decoder.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/content': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    // No <link rel="modulepreload"> for lazy chunks: Vite's helper inserted ~80 of them in the start-up
    // task of a signed-in page (≈67 ms unthrottled). The browser fetches a chunk's imports in parallel
    // itself, and the service worker serves them after the first visit (docs/decisions/web-performance.md).
    modulePreload: false,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // Two pages: the app, and the light page owners and pharmacies open from a link.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        public: fileURLToPath(new URL('./public.html', import.meta.url)),
      },
      // Left to itself the bundler cut every shared Mantine component, icon and helper into its own
      // chunk (241 files): a signed-in /home asked for 92 scripts, each one a fetch, a compile and a
      // module to link on the phone's main thread. Common chunks under 5 KB of source are copied into
      // the chunks that use them instead: /home asks for 34, start-up main-thread work is 27% lower,
      // the first load is smaller, and the precache grows by a fifth through the copies
      // (docs/decisions/web-performance.md). The option is Rolldown's, marked experimental; it turns
      // on strictExecutionOrder, so module bodies still run in source order.
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 5000 },
        },
      },
    },
  },
});
