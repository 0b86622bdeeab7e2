// @agency/test-receivers: the real servers tests deliver to (an SMTP server, a
// webhook receiver, Dovecot as the reply mailbox), a free port, a wall clock a
// test moves for the processes it starts and the URL a started server prints,
// shared by the API's tests, the e2e suites and the topology test. Nothing here ships.
export { startSmtpTestServer, type ReceivedMail } from './smtp-test-server.ts';
export { startWebhookReceiver, type ReceivedWebhook } from './webhook-receiver.ts';
export { movableClock, type MovableClock } from './movable-clock.ts';
export { startImapServer, type ImapTestServer, type ImapTestServerOptions } from './imap-test-server.ts';
export { freePort } from './free-port.ts';
export { listeningUrl } from './listening-url.ts';
