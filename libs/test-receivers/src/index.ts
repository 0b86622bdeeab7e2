// @agency/test-receivers: the real servers tests deliver to (an SMTP server and
// a webhook receiver), and a wall clock a test moves for the processes it starts,
// shared by the API's tests, the e2e suites and the topology test. Nothing here ships.
export { startSmtpTestServer, type ReceivedMail } from './smtp-test-server.ts';
export { startWebhookReceiver, type ReceivedWebhook } from './webhook-receiver.ts';
export { movableClock, type MovableClock } from './movable-clock.ts';
