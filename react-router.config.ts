import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/client',
  // Several test runs (and helpers) may build side by side; BUILD_DIR keeps them apart.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
