// Tests only: opens a .pkpass as Wallet would — unzip, check every file against manifest.json, then
// verify the detached PKCS#7 signature of the manifest (its signed attributes' message digest, and the
// RSA signature over them with the pass certificate, which the WWDR certificate must have issued) —
// and verifies a Google Wallet save link's RS256 JWT with the service account's public key.
import { createHash, verify, X509Certificate } from 'node:crypto';
import { unzipSync } from 'fflate';
import forge from 'node-forge';
import { GOOGLE_SAVE_URL } from './google-pass.ts';

const { asn1 } = forge;

export interface OpenedPass {
  files: Record<string, Buffer>;
  pass: Record<string, unknown>;
  manifest: Record<string, string>;
  /** PEM of the certificates the signature carries. */
  certificates: string[];
  signingTime: Date;
}

function child(node: forge.asn1.Asn1, index: number): forge.asn1.Asn1 {
  const value = node.value;
  if (!Array.isArray(value) || !value[index]) throw new Error(`no ASN.1 child ${index}`);
  return value[index];
}

const children = (node: forge.asn1.Asn1): forge.asn1.Asn1[] => {
  if (!Array.isArray(node.value)) throw new Error('not a constructed ASN.1 value');
  return node.value;
};

const bytesOf = (node: forge.asn1.Asn1) => Buffer.from(node.value as string, 'binary');
const oidOf = (node: forge.asn1.Asn1) => asn1.derToOid(node.value as string);
/** A context-specific tag's number ([0], [1]…); forge types it as a universal type. */
const isContextTag = (node: forge.asn1.Asn1, tag: number) =>
  node.tagClass === asn1.Class.CONTEXT_SPECIFIC && (node.type as number) === tag;

/**
 * Opens and checks a pass against the certificates expected: throws when a file is missing from the
 * manifest or altered, the signature is not detached, not over this manifest, or not by `passCertificate`.
 */
export function openPkpass(
  pkpass: Buffer,
  { passCertificate, wwdrCertificate }: { passCertificate: string; wwdrCertificate: string },
): OpenedPass {
  const files = Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(pkpass))).map(([name, bytes]) => [name, Buffer.from(bytes)]),
  );
  const manifestBytes = files['manifest.json'];
  const signatureBytes = files.signature;
  if (!manifestBytes || !signatureBytes) throw new Error('manifest.json or signature missing');
  const manifest = JSON.parse(manifestBytes.toString('utf8')) as Record<string, string>;

  const signedFiles = Object.keys(files).filter((name) => name !== 'manifest.json' && name !== 'signature');
  if (signedFiles.sort().join() !== Object.keys(manifest).sort().join()) {
    throw new Error(`manifest lists ${Object.keys(manifest).join()} but the pass holds ${signedFiles.join()}`);
  }
  for (const name of signedFiles) {
    const actual = createHash('sha1').update(files[name]!).digest('hex');
    if (manifest[name] !== actual) throw new Error(`${name}: manifest says ${manifest[name]}, file is ${actual}`);
  }

  // ContentInfo { signedData OID, [0] SignedData }
  const der = signatureBytes.toString('binary');
  const contentInfo = asn1.fromDer(der);
  if (asn1.toDer(contentInfo).getBytes() !== der) throw new Error('the signature is not canonical DER');
  if (oidOf(child(contentInfo, 0)) !== forge.pki.oids.signedData) throw new Error('not a PKCS#7 SignedData');
  const signedData = child(child(contentInfo, 1), 0);
  const parts = children(signedData);
  const encapsulated = parts[2]!;
  if (oidOf(child(encapsulated, 0)) !== forge.pki.oids.data) throw new Error('signed content is not data');
  if (children(encapsulated).length !== 1) throw new Error('the signature is not detached (it embeds content)');
  const certificateSet = parts.find((part) => isContextTag(part, 0));
  if (!certificateSet) throw new Error('the signature carries no certificates');
  const certificates = children(certificateSet).map((node) =>
    forge.pki.certificateToPem(forge.pki.certificateFromAsn1(node)),
  );
  const signerInfos = children(parts[parts.length - 1]!);
  if (signerInfos.length !== 1) throw new Error(`expected one signer, got ${signerInfos.length}`);
  const signer = children(signerInfos[0]!);

  // SignerInfo { version, issuerAndSerialNumber, digestAlgorithm, [0] authenticatedAttributes,
  //              digestEncryptionAlgorithm, encryptedDigest }
  const pass = new X509Certificate(passCertificate);
  const serial = forge.util.bytesToHex(child(signer[1]!, 1).value as string).toUpperCase();
  if (serial.replace(/^0+/, '') !== pass.serialNumber.replace(/^0+/, ''))
    throw new Error('signed by another certificate');
  if (oidOf(child(signer[2]!, 0)) !== forge.pki.oids.sha256) throw new Error('digest is not SHA-256');
  const attributes = signer[3]!;
  if (!isContextTag(attributes, 0)) {
    throw new Error('no signed attributes');
  }
  const attribute = (oid: string) => {
    const found = children(attributes).find((node) => oidOf(child(node, 0)) === oid);
    if (!found) throw new Error(`signed attribute ${oid} missing`);
    return child(child(found, 1), 0);
  };
  const digest = bytesOf(attribute(forge.pki.oids.messageDigest!));
  if (!digest.equals(createHash('sha256').update(manifestBytes).digest())) {
    throw new Error('the signed message digest is not the digest of manifest.json');
  }
  if (oidOf(attribute(forge.pki.oids.contentType!)) !== forge.pki.oids.data) throw new Error('wrong content type');
  const time = attribute(forge.pki.oids.signingTime!);
  const signingTime =
    time.type === asn1.Type.UTCTIME
      ? asn1.utcTimeToDate(time.value as string)
      : asn1.generalizedTimeToDate(time.value as string);

  // RFC 2315 §9.3: the signature covers the attributes DER-encoded as a SET, not as [0] IMPLICIT.
  const signedBytes = Buffer.from(
    asn1.toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, children(attributes))).getBytes(),
    'binary',
  );
  const encryptedDigest = bytesOf(signer[5]!);
  if (!verify('sha256', signedBytes, pass.publicKey, encryptedDigest)) {
    throw new Error('the signature does not verify with the pass certificate');
  }
  const wwdr = new X509Certificate(wwdrCertificate);
  if (!pass.checkIssued(wwdr) || !pass.verify(wwdr.publicKey))
    throw new Error('the pass certificate is not WWDR-issued');

  const passJson = files['pass.json'];
  if (!passJson) throw new Error('pass.json missing');
  return {
    files,
    pass: JSON.parse(passJson.toString('utf8')) as Record<string, unknown>,
    manifest,
    certificates,
    signingTime,
  };
}

/** The claims of a save link's JWT, once its RS256 signature verifies with `publicKey`. */
export function verifyGoogleSaveUrl(saveUrl: string, publicKey: string): Record<string, unknown> {
  if (!saveUrl.startsWith(GOOGLE_SAVE_URL)) throw new Error(`not a Google Wallet save link: ${saveUrl}`);
  const jwt = saveUrl.slice(GOOGLE_SAVE_URL.length);
  const [header, claims, signature] = jwt.split('.');
  if (!header || !claims || !signature) throw new Error('not a JWT');
  const parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (parsedHeader.alg !== 'RS256') throw new Error(`alg ${String(parsedHeader.alg)}`);
  if (!verify('sha256', Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature, 'base64url'))) {
    throw new Error('the JWT signature does not verify');
  }
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
}
