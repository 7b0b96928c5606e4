import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { catalogueFiles } from './catalogue-files';
import { errorLanguages } from './error-languages';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [catalogueFiles(), errorLanguages()],
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
