import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { env } from '../lib/env';
import { singleLine } from './headers';

/**
 * Mail through SES (v1 SendEmail), HTML and plain text. Locally the endpoint comes from the SDK's
 * own `AWS_ENDPOINT_URL_SES` setting (the aws-ses-v2-local emulator), so this code is the same in
 * AWS. The SDK retries throttling and network errors with backoff; a send that still fails is
 * left to the outbox (outbox.ts).
 */
const ses = new SESClient({ maxAttempts: 4 });

export interface MailMessage {
  to: string[];
  replyTo?: string[];
  subject: string;
  html: string;
  text: string;
}

/** Sends one mail now; resolves with SES's message id, throws if SES refused it after retries. */
export async function sendMail(message: MailMessage): Promise<string> {
  const charset = 'UTF-8';
  const { MessageId } = await ses.send(
    new SendEmailCommand({
      Source: env.MAIL_FROM,
      Destination: { ToAddresses: message.to.map(singleLine) },
      ...(message.replyTo?.length ? { ReplyToAddresses: message.replyTo.map(singleLine) } : {}),
      Message: {
        Subject: { Data: singleLine(message.subject), Charset: charset },
        Body: {
          Html: { Data: message.html, Charset: charset },
          Text: { Data: message.text, Charset: charset },
        },
      },
    }),
  );
  return MessageId ?? 'unknown';
}
