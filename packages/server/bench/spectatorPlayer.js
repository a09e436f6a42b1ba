// The entry of the player's worker thread: the workspaces ship TypeScript sources, so the loader comes first.
import { register } from 'tsx/esm/api';

register();
await import('./spectatorPlayer.ts');
