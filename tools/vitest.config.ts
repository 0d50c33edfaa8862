import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tools',
    environment: 'node',
    include: ['eslint/**/*.test.js', 'imports/**/*.test.js', 'i18n/**/*.test.js'],
  },
});
