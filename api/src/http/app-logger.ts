import { ConsoleLogger, type LogLevel } from '@nestjs/common';

export type AppLogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';

const LEVELS: Record<AppLogLevel, LogLevel[]> = {
  silent: [],
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
};

// Nest's start-up chatter (each module and every route mapped): at debug level only.
const START_UP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/**
 * The app's logger: JSON lines (one object per line: level, time, context, message) when
 * `json`, the production default, and Nest's readable lines otherwise.
 */
export class AppLogger extends ConsoleLogger {
  constructor(level: AppLogLevel, json: boolean) {
    super({ logLevels: LEVELS[level], json, colors: !json && process.stdout.isTTY === true });
  }

  override log(message: unknown, ...rest: unknown[]): void {
    const context = rest.at(-1);
    if (typeof context === 'string' && START_UP_CONTEXTS.has(context)) {
      this.debug(message, ...rest);
      return;
    }
    super.log(message, ...rest);
  }
}
