// The module code as a schema (workspaces and calls carry it). The codes, names, paths and start
// routes themselves are plain data in moduleCodes.ts, which the app reads without zod.
import { z } from 'zod';
import { moduleCodes } from './moduleCodes.ts';

export {
  isModuleCode,
  moduleCodes,
  moduleNames,
  modulePaths,
  moduleStartRoutes,
  noModuleRoute,
  startRouteFor,
  type ModulePath,
} from './moduleCodes.ts';

export const ModuleCode = z.enum(moduleCodes);
export type ModuleCode = z.infer<typeof ModuleCode>;
