import { beforeEach } from 'vitest';
import { TEST_SEED } from './helpers/seed.ts';

// A failing server test names the seed that replays it.
beforeEach(({ onTestFailed, task }) => {
  if (!task.file.filepath.includes('/packages/server/')) return;
  onTestFailed(() => {
    console.error(`[${task.name}] replay with ARRAKIS_TEST_SEED=${TEST_SEED}`);
  });
});
