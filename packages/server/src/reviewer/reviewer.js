// The entry of the review process when the server runs from its TypeScript sources: the loader comes first. The
// compiled server starts dist/reviewer.js, bundled from reviewerMain.ts (scripts/build-runtime.js).
import { register } from 'tsx/esm/api';

register();
await import('./reviewerMain.ts');
