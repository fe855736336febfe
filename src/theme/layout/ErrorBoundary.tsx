import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translate } from '../../i18n/translate.ts';

interface State {
  error: Error | null;
}

/**
 * Shows the crash page with the message and a way to try again: it renders the
 * page again, and (in the browser) fetches the page's data afresh, in case the
 * crash came from data that has since been fixed.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; onTryAgain?: () => void }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('docgen: a page component crashed', error, info.componentStack);
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
