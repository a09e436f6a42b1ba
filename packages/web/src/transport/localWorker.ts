import { createLocalHost } from './localHost.ts';
import type { FromLocal, ToLocal } from './localProtocol.ts';

const host = createLocalHost((message: FromLocal) => postMessage(message));
addEventListener('message', (event: MessageEvent<ToLocal>) => host.send(event.data));
