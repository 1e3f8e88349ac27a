import type { Server } from 'node:http';
import * as sesModule from 'aws-ses-v2-local';

/**
 * The SES emulator (aws-ses-v2-local): the SES v1 and v2 APIs on a local port, a web page that
 * lists every mail sent (its root URL), and `GET /store` with the mails as JSON for tests.
 * Its store lives in this process's memory.
 */
export interface SesEmulator {
  url: string;
  port: number;
  /** What the functions' config needs: the AWS SDK's own per-service endpoint setting. */
  sdkEnv: { AWS_ENDPOINT_URL_SES: string };
  stop(): Promise<void>;
}

/** A mail as the emulator's store keeps it. */
export interface EmulatedMail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
}

type StartServer = (config?: { host?: string; port?: number }) => Promise<Server>;

function startFunction(): StartServer {
  // A CommonJS module with a default export: reached as `default` or `default.default`.
  const candidate = (sesModule as unknown as { default: StartServer | { default: StartServer } })
    .default;
  return typeof candidate === 'function' ? candidate : candidate.default;
}

export async function startSesEmulator(options: { port?: number } = {}): Promise<SesEmulator> {
  const server = await startFunction()({ host: '::', port: options.port ?? 0 });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  const url = `http://localhost:${port}`;
  return {
    url,
    port,
    sdkEnv: { AWS_ENDPOINT_URL_SES: `http://127.0.0.1:${port}` },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The mails in an SES emulator's store, optionally only those to `to`. */
export async function readMails(sesUrl: string, to?: string): Promise<EmulatedMail[]> {
  const response = await fetch(`${sesUrl.replace('localhost', '127.0.0.1')}/store`);
  if (!response.ok) throw new Error(`SES emulator store: ${response.status}`);
  const { emails } = (await response.json()) as { emails: EmulatedMail[] };
  if (!to) return emails;
  const wanted = to.toLowerCase();
  return emails.filter((mail) => mail.destination.to.some((a) => a.toLowerCase().includes(wanted)));
}
