import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorScreen } from "../page-shells/error-screen";

interface State {
  readonly error: unknown;
}

/** Catches a render failure anywhere below it and shows the spec's "Unexpected Application Error!" screen. */
export class AppErrorBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error("Unknown error") };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // One line, so the failure is visible in the browser console without repeating React's own.
    console.error("Unexpected application error", error, info.componentStack);
  }

  override render() {
    if (this.state.error !== undefined) return <ErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
