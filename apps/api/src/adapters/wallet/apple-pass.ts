// Apple Wallet passes (.pkpass): a zip of pass.json (a storeCard whose QR code is the card's public
// verification URL), its images, manifest.json (the SHA-1 of every other file, as Wallet checks them)
// and `signature`, a detached PKCS#7 signature of manifest.json by the pass type certificate with
// Apple's WWDR intermediate included. Node's crypto has no CMS, so node-forge writes the signature.
// The images in assets/ were drawn once from the site's logo (see the web's components/layout/logo.tsx).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import forge from 'node-forge';
import type { AppleWalletConfig } from '../../config.ts';
import { displayCardNumber, memberName, passColours, passText, tierLabel, tierName } from './pass-text.ts';
import type { WalletCard, WalletMember } from './pass-types.ts';

export const PKPASS_CONTENT_TYPE = 'application/vnd.apple.pkpass';

const IMAGE_NAMES = ['icon.png', 'icon@2x.png', 'icon@3x.png', 'logo.png', 'logo@2x.png'] as const;

/** Read once: the same images go into every pass. */
let images: Record<string, Buffer> | undefined;
function passImages(): Record<string, Buffer> {
  images ??= Object.fromEntries(
    IMAGE_NAMES.map((name) => [name, readFileSync(path.join(import.meta.dirname, 'assets', name))]),
  );
  return images;
}

const rgb = ({ r, g, b }: { r: number; g: number; b: number }) => `rgb(${r}, ${g}, ${b})`;

/** pass.json (Wallet's PassKit format, version 1). */
export function passJson(config: AppleWalletConfig, card: WalletCard, member: WalletMember): object {
  const text = passText(member.language);
  const colours = passColours(card.tier);
  const number = displayCardNumber(card);
  return {
    formatVersion: 1,
    passTypeIdentifier: config.passTypeId,
    teamIdentifier: config.teamId,
    // One pass per card: downloading it again (after a renewal) replaces the one in Wallet.
    serialNumber: `spc-card-${card.id}`,
    organizationName: 'SPC',
    description: text.description,
    logoText: tierName(card.tier),
    foregroundColor: 'rgb(255, 255, 255)',
    backgroundColor: rgb(colours.background),
    labelColor: rgb(colours.label),
    // Wallet greys the pass out once the membership has ended.
    expirationDate: card.expiresAt.toISOString(),
    sharingProhibited: true,
    barcodes: [
      {
        format: 'PKBarcodeFormatQR',
        message: card.verificationUrl,
        messageEncoding: 'iso-8859-1',
        altText: number,
      },
    ],
    storeCard: {
      headerFields: [{ key: 'tier', label: text.tier, value: tierLabel(card, member.language) }],
      primaryFields: [{ key: 'member', label: text.member, value: memberName(member) }],
      secondaryFields: [
        { key: 'cardNumber', label: text.cardNumber, value: number },
        {
          key: 'expires',
          label: text.expires,
          value: card.expiresAt.toISOString(),
          dateStyle: 'PKDateStyleMedium',
          timeStyle: 'PKDateStyleNone',
        },
      ],
      backFields: [{ key: 'verify', label: text.verifyLabel, value: text.verify }],
    },
  };
}

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');

export interface AppleWalletIssuer {
  createApplePass(card: WalletCard, member: WalletMember): Buffer;
}

export function createAppleWalletIssuer(config: AppleWalletConfig): AppleWalletIssuer {
  // Parsed once; config.ts has already checked that they parse and that the key is the certificate's.
  const certificate = forge.pki.certificateFromPem(config.certificate);
  const wwdr = forge.pki.certificateFromPem(config.wwdrCertificate);
  const key = forge.pki.privateKeyFromPem(config.privateKey);

  /** The DER of a detached PKCS#7 SignedData over `content`, signed with SHA-256. */
  function sign(content: Buffer): Buffer {
    const signed = forge.pkcs7.createSignedData();
    signed.content = forge.util.createBuffer(content.toString('binary'));
    signed.addCertificate(certificate);
    signed.addCertificate(wwdr);
    signed.addSigner({
      key,
      certificate,
      digestAlgorithm: forge.pki.oids.sha256!,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType!, value: forge.pki.oids.data! },
        // forge fills these in: the content's digest, and the time of signing.
        { type: forge.pki.oids.messageDigest! },
        { type: forge.pki.oids.signingTime! },
      ],
    });
    signed.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(signed.toAsn1()).getBytes(), 'binary');
  }

  return {
    createApplePass(card, member) {
      const files: Record<string, Uint8Array> = {
        'pass.json': Buffer.from(JSON.stringify(passJson(config, card, member)), 'utf8'),
        ...passImages(),
      };
      const manifest = Buffer.from(
        JSON.stringify(Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, sha1(bytes)]))),
        'utf8',
      );
      files['manifest.json'] = manifest;
      files.signature = sign(manifest);
      // PNGs and the signature do not shrink; pass.json and the manifest do.
      return Buffer.from(zipSync(files, { level: 6 }));
    },
  };
}
