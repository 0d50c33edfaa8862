import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // npm run dev: the API server listens on PORT (default 3000); Vite forwards /api to it.
  server: { proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` } },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
});
