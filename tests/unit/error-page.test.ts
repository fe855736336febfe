import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary, ErrorPageContent } from '../../src/theme/layout/ErrorBoundary.tsx';

describe('crash page', () => {
  it('shows the heading, the error message and a Try again button', () => {
    const html = renderToStaticMarkup(createElement(ErrorPageContent, { error: new Error('Cannot read "x" of undefined'), tryAgain: () => {} }));
    expect(html).toContain('<h1 class="hero__title">This page crashed.</h1>');
    expect(html).toContain('Cannot read &quot;x&quot; of undefined');
    expect(html).toMatch(/<button type="button" class="button button--primary">Try again<\/button>/);
  });

  it('switches to the crash page when a child throws, and back after Try again', () => {
    const boundary = new ErrorBoundary({ children: 'content' });
    const state = ErrorBoundary.getDerivedStateFromError(new Error('boom'));
    expect(state.error?.message).toBe('boom');
    boundary.state = state;
    const rendered = boundary.render() as { props: { error: Error; tryAgain: () => void } };
    expect(rendered.props.error.message).toBe('boom');
    let next: unknown;
    boundary.setState = ((update: unknown) => (next = update)) as never;
    rendered.props.tryAgain();
    expect(next).toEqual({ error: null });
  });

  it('clears the crash when its reset key changes (a new route), but not again for the render that crashed with that key', () => {
    const crashed = { error: new Error('boom'), resetKey: 1 };
    expect(ErrorBoundary.getDerivedStateFromProps({ children: null, resetKey: 2 }, crashed)).toEqual({ error: null, resetKey: 2 });
    expect(ErrorBoundary.getDerivedStateFromProps({ children: null, resetKey: 1 }, crashed)).toBeNull();
  });
});
