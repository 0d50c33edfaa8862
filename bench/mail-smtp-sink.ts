/**
 * The SMTP server of bench:mail, in its own process (as a real mail server would be): accepts
 * every message on loopback and reports the running count to its parent over IPC.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

let received = 0;
const server = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      received += 1;
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.server.address() as AddressInfo).port });
});
setInterval(() => process.send?.({ received }), 20).unref();
process.on('message', () => server.close(() => process.exit(0)));
