import { Component, type ReactNode } from 'react';

/**
 * When the map's code cannot load or leaflet fails, the page goes on with `fallback` where the map was. (The
 * root's onCaughtError reports the error, main.tsx.)
 */
export class MapErrorBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
