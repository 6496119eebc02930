import type { Handler } from '../../http/callRouter.ts';
import { serverVersion } from '../../version.ts';

/** public/system/heartbeat: the banner and the release the client compares with its version. */
export const systemRoutes: ReadonlyArray<[string, Handler]> = [
  [
    'public/system/heartbeat',
    () => ({
      banner: null,
      fr_banner: null,
      de_banner: null,
      severity: 'INFO',
      version: serverVersion,
      release: null,
      timestamp: new Date().toISOString(),
    }),
  ],
];
