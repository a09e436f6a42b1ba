import { createImperiumHost, type FromImperiumLocal, type ToImperiumLocal } from './imperiumLocal.ts';

const host = createImperiumHost((message: FromImperiumLocal) => postMessage(message));
addEventListener('message', (event: MessageEvent<ToImperiumLocal>) => host.send(event.data));
