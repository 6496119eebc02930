// A workspace's report-layout preferences as the user record stores them (contract) and as
// reportLayoutMachine works on them, both ways.
import type { Workspace, WorkspacePreferences as StoredPreferences } from '@console/contract';
import type { WorkspacePreferences } from '@console/machines';

/**
 * The stored preferences of a workspace as the layout machine takes them: a user who never
 * chose sees the workspace's default dimensions and all its metrics. The contract's third
 * density, comfortable, reads as spacious (the panel offers spacious and compact).
 */
export function layoutInput(
  stored: StoredPreferences | undefined,
  workspace: Pick<Workspace, 'dimensions_default' | 'metrics'>,
): WorkspacePreferences {
  return {
    ...(stored?.layout ? { layout: stored.layout } : {}),
    ...(stored?.density ? { density: stored.density === 'compact' ? 'compact' : 'spacious' } : {}),
    dimensions: stored?.dimensions ?? workspace.dimensions_default,
    metrics: stored?.metrics ?? workspace.metrics,
  };
}

/** What the panel saves under user.preferences[workspace]. */
export function storedPreferences(layout: WorkspacePreferences): StoredPreferences {
  return {
    ...(layout.layout ? { layout: layout.layout } : {}),
    ...(layout.density ? { density: layout.density } : {}),
    dimensions: [...layout.dimensions],
    metrics: [...layout.metrics],
  };
}
