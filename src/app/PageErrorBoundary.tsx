// Catches a page that failed to load (or crashed) so that the layout and nav stay usable.
import { Component, type ReactNode } from 'react';
import { ChunkErrorPanel } from './ChunkErrorPanel';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

interface State {
  error: unknown;
}

export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown): void {
    console.error('Page failed:', error);
  }

  render() {
    if (this.state.error) return <ChunkErrorPanel error={this.state.error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
