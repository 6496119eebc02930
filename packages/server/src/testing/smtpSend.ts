// A real SMTP client (nodemailer) for tests that hand mail to the console's listener on
// loopback: the message composed from its parts (a report attached as a receiver sends it).
import nodemailer from 'nodemailer';

export interface TestMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/** Sends the mail to 127.0.0.1:`port` without TLS; answers the server's final response. */
export async function sendTestMail(port: number, mail: TestMail): Promise<string> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    name: 'mail-sender.example',
  });
  try {
    const info = await transport.sendMail(mail);
    return info.response;
  } finally {
    transport.close();
  }
}

/** Sends a message as it is, from mta.sender.example, in clear or with STARTTLS required. */
export async function sendRawMail(
  port: number,
  raw: string,
  envelope: { from: string; to: string },
  tls: boolean,
): Promise<string> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    name: 'mta.sender.example',
    ignoreTLS: !tls,
    requireTLS: tls,
    // the listener's generated certificate is self-signed, as test senders accept
    tls: { rejectUnauthorized: false },
  });
  try {
    const info = await transport.sendMail({
      envelope: { from: envelope.from, to: [envelope.to] },
      raw,
    });
    return info.response;
  } finally {
    transport.close();
  }
}
