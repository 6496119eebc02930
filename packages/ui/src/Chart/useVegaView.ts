// Mounts a Vega spec in an element with Vega's own View: the SVG renderer (stable screenshots,
// sharp text), vega-tooltip's handler, and the View finalized when the spec changes or the
// element leaves, so no listener or tooltip outlives its chart.
import { useEffect, useRef } from 'react';
import type { Spec } from 'vega-typings';
import { Handler } from 'vega-tooltip';
import { createView } from './vegaRuntime.ts';

export function useVegaView(spec: Spec) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const view = createView(spec, {
      renderer: 'svg',
      container: element,
      tooltip: new Handler().call,
    });
    void view.runAsync();
    return () => {
      view.finalize();
    };
  }, [spec]);
  return container;
}
