// Tests only: a throwaway certificate authority standing in for Apple's WWDR intermediate, a pass
// certificate it issued with its key, and a Google service-account key — made fresh on each run, so no
// real signing material is ever in the repository.
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

export interface TestWalletKeys {
  /** PEM: the "WWDR" intermediate that issued the pass certificate. */
  wwdrCertificate: string;
  /** PEM: the pass type certificate and its key. */
  passCertificate: string;
  passKey: string;
  /** PEM: the Google service account's key and its public half (to verify the JWT). */
  googlePrivateKey: string;
  googlePublicKey: string;
  /** The variables of config.ts that turn both wallets on. */
  env: Record<string, string>;
}

export const TEST_PASS_TYPE_ID = 'pass.ca.spc.test.membership';
export const TEST_TEAM_ID = 'TEST123456';
export const TEST_GOOGLE_ISSUER_ID = '3388000000022222222';
export const TEST_GOOGLE_SERVICE_ACCOUNT = 'wallet@spc-test.iam.gserviceaccount.com';

/** Node makes the RSA keys (fast, native); node-forge writes the certificates, which Node cannot. */
function rsaKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

function certificate(options: {
  subject: string;
  publicPem: string;
  issuer: { name: string; privatePem: string };
  serial: string;
  ca: boolean;
}): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(options.publicPem);
  cert.serialNumber = options.serial;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject([{ name: 'commonName', value: options.subject }]);
  cert.setIssuer([{ name: 'commonName', value: options.issuer.name }]);
  cert.setExtensions([
    { name: 'basicConstraints', cA: options.ca },
    options.ca ? { name: 'keyUsage', keyCertSign: true, cRLSign: true } : { name: 'keyUsage', digitalSignature: true },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(options.issuer.privatePem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

export function createTestWalletKeys(): TestWalletKeys {
  const ca = rsaKeys();
  const pass = rsaKeys();
  const google = rsaKeys();
  const caName = 'SPC Test WWDR';
  const wwdrCertificate = certificate({
    subject: caName,
    publicPem: ca.publicPem,
    issuer: { name: caName, privatePem: ca.privatePem },
    serial: '01',
    ca: true,
  });
  const passCertificate = certificate({
    subject: `Pass Type ID: ${TEST_PASS_TYPE_ID}`,
    publicPem: pass.publicPem,
    issuer: { name: caName, privatePem: ca.privatePem },
    serial: '02',
    ca: false,
  });
  return {
    wwdrCertificate,
    passCertificate,
    passKey: pass.privatePem,
    googlePrivateKey: google.privatePem,
    googlePublicKey: google.publicPem,
    env: {
      APPLE_WALLET_PASS_TYPE_ID: TEST_PASS_TYPE_ID,
      APPLE_WALLET_TEAM_ID: TEST_TEAM_ID,
      APPLE_WALLET_CERT: passCertificate,
      APPLE_WALLET_KEY: pass.privatePem,
      APPLE_WALLET_WWDR_CERT: wwdrCertificate,
      GOOGLE_WALLET_ISSUER_ID: TEST_GOOGLE_ISSUER_ID,
      GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: TEST_GOOGLE_SERVICE_ACCOUNT,
      GOOGLE_WALLET_PRIVATE_KEY: google.privatePem,
    },
  };
}
