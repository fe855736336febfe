import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

const STATUS_OF: Record<string, { status: number; reason: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'the request line and headers together are too long' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'the request did not arrive in time' },
};

/**
 * The server's 'clientError' handler: a request Node's parser rejects is answered
 * with a status and a line saying why, rather than with a bare status line.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex & { _httpMessage?: ServerResponse | null }): void {
  // As Node's own handler does: raw bytes written into a response already under
  // way (a bad request pipelined behind a good one) would corrupt it.
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, reason } = STATUS_OF[error.code ?? ''] ?? { status: 400, reason: 'the request is malformed' };
  const body = `${status} ${STATUS_CODES[status]}: ${reason}.\n`;
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}
