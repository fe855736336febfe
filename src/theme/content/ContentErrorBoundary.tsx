import { Component, type ReactNode } from 'react';
import { translate } from '../../i18n/translate.ts';

/** What a fallback is given: the error, and a way to render what the boundary holds again. */
export interface ErrorBoundaryFallbackProps {
  error: Error;
  tryAgain: () => void;
}

interface Props {
  children?: ReactNode;
  fallback?: (props: ErrorBoundaryFallbackProps) => ReactNode;
}

/**
 * `@docusaurus/ErrorBoundary`: what it holds, or, once that throws in the
 * browser (in one of the site's interactive components), its fallback, by
 * default the theme's message and a button to try again. A page is rendered
 * once, when the site is built, where React has no error boundaries: an
 * error there fails the build at its line, as in Docusaurus's.
 */
export class ContentErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const tryAgain = () => this.setState({ error: null });
    if (this.props.fallback) return this.props.fallback({ error, tryAgain });
    return (
      <div className="errorBoundary" role="alert">
        <p>
          <strong>{translate({ id: 'theme.ErrorPageContent.title', message: 'This page crashed.' })}</strong> {error.message}
        </p>
        <button type="button" className="button button--secondary" onClick={tryAgain}>
          {translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again' })}
        </button>
      </div>
    );
  }
}
