import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translate } from '../../i18n/translate.ts';

interface State {
  error: Error | null;
  resetKey?: unknown;
}

interface Props {
  children: ReactNode;
  onTryAgain?: () => void;
  /** Told once the crash page is committed: the browser then titles the document 'Page Error'. */
  onCrash?: () => void;
  /**
   * A new value clears the crash, so that a boundary kept mounted across routes
   * (the one around the whole shell) gives each newly rendered route its chance.
   */
  resetKey?: unknown;
}

/**
 * Shows the crash page with the message and a way to try again: it renders the
 * page again, and (in the browser) fetches the page's data afresh, in case the
 * crash came from data that has since been fixed.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Pick<State, 'error'> {
    return { error };
  }

  // The key is stored with the state, so the render that crashes with a new key
  // keeps its crash page instead of clearing it and crashing again.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('docgen: a page component crashed', error, info.componentStack);
    this.props.onCrash?.();
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorPageContent
        error={error}
        tryAgain={() => {
          this.setState({ error: null });
          this.props.onTryAgain?.();
        }}
      />
    );
  }
}

export function ErrorPageContent({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  return (
    <main className="container margin-vert--xl errorPage" role="alert">
      <h1 className="hero__title">{translate({ id: 'theme.ErrorPageContent.title', message: 'This page crashed.' })}</h1>
      <p className="errorPage__message">{error.message}</p>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        {translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again' })}
      </button>
    </main>
  );
}
