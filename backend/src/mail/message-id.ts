/**
 * The Message-ID of an outbox row's mail: the same on every attempt, so a mail tried
 * again after a crash between the SMTP server accepting it and the row being marked
 * sent reaches the patient as the same message (mail servers and clients drop or
 * thread a repeated Message-ID), never as news of its own. The domain is the sender's.
 */
export function messageIdFor(outboxId: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${outboxId}@${domain}>`;
}
