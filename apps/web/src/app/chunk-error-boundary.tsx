import { Component, type ReactNode } from 'react';
import { RouteError } from './routes/route-error';

/** A page whose code cannot load (network down, new version deployed) shows a way out instead of a blank screen. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
