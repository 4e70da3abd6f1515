import { makeTestCertificate } from '../arca-certificates';
import { startFakeArca } from './arca';

/**
 * The fake ARCA of the end-to-end run, as a process of its own: scripts/e2e-server.mjs starts it
 * with tsx before the shop, on ARCA_FAKE_PORT, and reads its one line: the environment the shop
 * needs (a certificate made for this run, trusted by the fake, and the fake's addresses).
 */
const port = Number(process.env.ARCA_FAKE_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('ARCA_FAKE_PORT must be set');

const certificate = makeTestCertificate(process.env.ARCA_FAKE_CUIT ?? '20123456786');
const fake = await startFakeArca(port);
fake.trust(certificate.certificatePem);
console.log(
  JSON.stringify({
    ARCA_CERT_FILE: certificate.certificateFile,
    ARCA_KEY_FILE: certificate.keyFile,
    ARCA_WSAA_URL: fake.wsaaUrl,
    ARCA_WSFE_URL: fake.wsfeUrl,
  }),
);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
