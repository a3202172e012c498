/** The Node-only part of the bots package: the line protocol's host (child processes) and server (stdin/stdout). */
export {
  BotProcessError,
  ExternalBot,
  type ExternalBotOptions,
  MAX_STDERR_CHARS,
} from './protocol-host.ts';
export { type ServeOptions, serveBot } from './protocol-server.ts';
