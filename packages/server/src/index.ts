export { startServer, DEFAULT_WEB_ROOT } from './server.ts';
export type { ServerOptions, RunningServer, TrustProxy } from './server.ts';
export type { Bot, BotChoices } from './bots/bot.ts';
export { randomBot } from './bots/randomBot.ts';
export type { RateLimit } from './rateLimit.ts';
export { DEFAULT_SOCKET_LIMITS, type SocketLimits } from './sockets.ts';
export * from './protocol.ts';
