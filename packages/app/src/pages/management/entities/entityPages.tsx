// The route component of each entity page, by entity.
import type { ComponentType } from 'react';
import { entityCodes, type EntityCode } from './entityCatalogue.ts';
import { EntityPage } from './EntityPage.tsx';

export const entityPages = Object.fromEntries(
  entityCodes.map((code) => {
    const Component = () => <EntityPage code={code} />;
    Component.displayName = `EntityPage(${code})`;
    return [code, Component];
  }),
) as unknown as Record<EntityCode, ComponentType>;
