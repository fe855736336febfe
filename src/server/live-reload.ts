// docgen serve's channel to open pages (Server-Sent Events): `data: reload`
// after each good build, a `build-error` event after a failed one. The failure
// is remembered until the next good build, so a page loaded in between shows
// it too.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BUILD_ERROR_EVENT, reloadClientScript, SESSION_EVENT, type BuildFailure } from './reload-client.ts';

export const RELOAD_PATH = '/__docgen/reload';

/** Changes what a served HTML page says; `version` changes whenever the result would, so it can go into the page's ETag. */
export interface PageRewrite {
  readonly version: string;
  rewrite(html: string): string;
}

export class LiveReload implements PageRewrite {
  private readonly clients = new Set<ServerResponse>();
  private failure: BuildFailure | undefined;
  private failures = 0;
  /** This run of the server: a page another run served reloads when its channel connects here. */
  private readonly session = randomUUID().slice(0, 8);

  /** Each failure, the good build that ends it, and each run of the server change what pages are served with. */
  get version(): string {
    return `${this.session}f${this.failures}${this.failure ? 'x' : ''}`;
  }

  subscribe(request: IncomingMessage, response: ServerResponse): void {
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    response.write(`: connected\n\nevent: ${SESSION_EVENT}\ndata: ${this.session}\n\n`);
    // A page fetched just before a build failed connects after the event was sent.
    if (this.failure) response.write(this.failureEvent(this.failure));
    this.clients.add(response);
    request.on('close', () => this.clients.delete(response));
  }

  /** After a good build: clears a failure and reloads every open page. */
  reload(): void {
    this.failure = undefined;
    this.broadcast('data: reload\n\n');
  }

  buildFailed(failure: BuildFailure): void {
    this.failure = failure;
    this.failures++;
    this.broadcast(this.failureEvent(failure));
  }

  /** Adds the live-reload client to a page, showing `failure` (by default the last build's, if it failed). */
  rewrite(html: string, failure = this.failure): string {
    const script = reloadClientScript(RELOAD_PATH, failure, this.session);
    const end = html.lastIndexOf('</body>');
    return end === -1 ? `${html}${script}` : `${html.slice(0, end)}${script}${html.slice(end)}`;
  }

  close(): void {
    for (const client of this.clients) client.end();
  }

  private failureEvent(failure: BuildFailure): string {
    // JSON has no raw line breaks, so the whole of it fits one `data:` line.
    return `event: ${BUILD_ERROR_EVENT}\ndata: ${JSON.stringify(failure)}\n\n`;
  }

  private broadcast(message: string): void {
    for (const client of this.clients) client.write(message);
  }
}
