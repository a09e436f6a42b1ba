#!/usr/bin/env node
import { register } from 'tsx/esm/api';

// The workspaces ship TypeScript sources; the loader must be in place before the first .ts import.
register();
await import('../bench/spectatorBench.ts');
