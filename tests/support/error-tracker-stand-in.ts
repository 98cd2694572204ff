/**
 * A stand-in for a Sentry-protocol error tracker (Sentry, GlitchTip): it takes envelopes at
 * `POST /api/<project>/envelope/` as both do, and keeps each item with the envelope's raw text, so
 * a test can read what left the process, byte for byte.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface TrackedItem {
  type: string;
  payload: Record<string, unknown>;
  /** The whole envelope as it arrived (decompressed). */
  raw: string;
  project: string;
}

export class ErrorTrackerStandIn {
  readonly items: TrackedItem[] = [];
  private server: Server | undefined;
  private port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const match = /^\/api\/(\d+)\/envelope\/?(?:\?.*)?$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) {
        res.writeHead(404).end();
        return;
      }
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        let body = Buffer.concat(chunks);
        if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        const raw = body.toString('utf8');
        // An envelope: its header line, then per item a header line and a payload line.
        const [, ...lines] = raw.split('\n').filter((line) => line.length > 0);
        for (let i = 0; i + 1 < lines.length; i += 2) {
          const header = JSON.parse(lines[i]!) as { type: string };
          const payload = JSON.parse(lines[i + 1]!) as Record<string, unknown>;
          this.items.push({ type: header.type, payload, raw, project: match[1]! });
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  /** A DSN of project 1 at this stand-in. */
  get dsn(): string {
    return `http://public0key@127.0.0.1:${this.port}/1`;
  }

  events(): TrackedItem[] {
    return this.items.filter((item) => item.type === 'event');
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    const closed = once(this.server, 'close');
    this.server.close();
    this.server.closeAllConnections();
    await closed;
  }
}
