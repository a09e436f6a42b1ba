// The entry of a search worker thread: the workspaces ship TypeScript sources, so the loader comes first.
import { register } from 'tsx/esm/api';

register();
await import('./searchWorker.ts');
