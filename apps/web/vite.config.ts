import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ command }) => ({
  plugins: [react()],
  // The built app reads its message catalogues parsed ahead (src/i18n/compiled): no parser ships.
  resolve:
    command === 'build'
      ? {
          alias: {
            '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        }
      : {},
  // npm run dev: the API server listens on PORT (default 3000); Vite forwards /api to it.
  server: { proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` } },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
}));
