import { createLocalHost } from './localHost.ts';
import type { FromLocal, ToLocal } from './localProtocol.ts';
import { indexedDbStore } from './localStore.ts';

const host = createLocalHost((message: FromLocal) => postMessage(message), indexedDbStore);
addEventListener('message', (event: MessageEvent<ToLocal>) => host.send(event.data));
