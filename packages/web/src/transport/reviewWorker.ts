import { createReviewHost } from './reviewHost.ts';
import type { FromReview, ToReview } from './reviewProtocol.ts';

const host = createReviewHost((message: FromReview) => postMessage(message));
addEventListener('message', (event: MessageEvent<ToReview>) => host.receive(event.data));
