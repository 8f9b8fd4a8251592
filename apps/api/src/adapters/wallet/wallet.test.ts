// The wallet adapters with throwaway keys: an Apple pass is a zip whose manifest hashes every file and
// whose detached PKCS#7 signature verifies with the pass certificate; a Google save link is an RS256
// JWT that verifies with the service account's public key and carries the card; nothing is offered
// without keys.
import { unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type WalletConfig } from '../../config.ts';
import {
  createTestWalletKeys,
  TEST_GOOGLE_ISSUER_ID,
  TEST_GOOGLE_SERVICE_ACCOUNT,
  TEST_PASS_TYPE_ID,
  TEST_TEAM_ID,
  type TestWalletKeys,
} from './test-keys.ts';
import { openPkpass, verifyGoogleSaveUrl } from './test-verify.ts';
import { createWallet, WalletNotConfiguredError, type WalletCard, type WalletMember } from './wallet.ts';

let keys: TestWalletKeys;
let config: WalletConfig;
const NOW = new Date('2026-03-01T15:00:00Z');
const card: WalletCard = {
  id: 42,
  cardNumber: '6018123456789012',
  tier: 'spc',
  expiresAt: new Date('2027-02-28T17:00:00Z'),
  isFreeTrial: false,
  verificationUrl: 'https://spc.example/card/verify/abc.def',
};
const member: WalletMember = { firstName: 'Ada', lastName: 'Lovelace', language: 'en' };

beforeAll(() => {
  keys = createTestWalletKeys();
  config = loadConfig(keys.env).wallet;
});

const wallet = () => createWallet(config, { publicUrl: 'https://spc.example', now: () => NOW });
const expected = () => ({ passCertificate: keys.passCertificate, wwdrCertificate: keys.wwdrCertificate });

describe('Apple Wallet pass', () => {
  it('is a zip of pass.json, the images, manifest.json and a signature that verifies', () => {
    const opened = openPkpass(wallet().createApplePass(card, member), expected());

    expect(Object.keys(opened.files).sort()).toEqual(
      [
        'icon.png',
        'icon@2x.png',
        'icon@3x.png',
        'logo.png',
        'logo@2x.png',
        'manifest.json',
        'pass.json',
        'signature',
      ].sort(),
    );
    expect(Object.keys(opened.manifest).sort()).toEqual(
      ['icon.png', 'icon@2x.png', 'icon@3x.png', 'logo.png', 'logo@2x.png', 'pass.json'].sort(),
    );
    expect(opened.manifest['pass.json']).toMatch(/^[0-9a-f]{40}$/);
    // The signature carries the pass certificate and the WWDR intermediate.
    const normalise = (pem: string) => pem.replace(/\r/g, '').trim();
    expect(opened.certificates.map(normalise).sort()).toEqual(
      [keys.passCertificate, keys.wwdrCertificate].map(normalise).sort(),
    );
    expect(Math.abs(opened.signingTime.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('describes the card as a storeCard with the verification URL as its QR code', () => {
    const { pass } = openPkpass(wallet().createApplePass(card, member), expected());
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: TEST_PASS_TYPE_ID,
      teamIdentifier: TEST_TEAM_ID,
      serialNumber: 'spc-card-42',
      organizationName: 'SPC',
      logoText: 'SPC',
      expirationDate: '2027-02-28T17:00:00.000Z',
      barcodes: [
        {
          format: 'PKBarcodeFormatQR',
          message: card.verificationUrl,
          messageEncoding: 'iso-8859-1',
          altText: '6018-1234-5678-9012',
        },
      ],
      storeCard: {
        primaryFields: [{ key: 'member', label: 'Member', value: 'Ada Lovelace' }],
        secondaryFields: [
          { key: 'cardNumber', label: 'Card number', value: '6018-1234-5678-9012' },
          { key: 'expires', label: 'Expires', value: '2027-02-28T17:00:00.000Z' },
        ],
      },
    });
  });

  it('writes its labels in French for a French-speaking member, and says SPC+ for the bank tier', () => {
    const { pass } = openPkpass(
      wallet().createApplePass({ ...card, tier: 'spc_plus' }, { ...member, language: 'fr' }),
      expected(),
    );
    expect(pass).toMatchObject({
      description: 'Carte de membre SPC',
      logoText: 'SPC+',
      storeCard: {
        headerFields: [{ value: 'SPC+' }],
        primaryFields: [{ label: 'Membre' }],
        secondaryFields: [{ label: 'Numéro de carte' }, { label: 'Expire le' }],
      },
    });
  });

  it('fails verification when a file is altered after signing (the check can fail)', () => {
    const files = unzipSync(new Uint8Array(wallet().createApplePass(card, member)));
    const tampered = JSON.parse(Buffer.from(files['pass.json']!).toString('utf8')) as { storeCard: object };
    files['pass.json'] = Buffer.from(JSON.stringify({ ...tampered, logoText: 'FAKE' }));
    expect(() => openPkpass(Buffer.from(zipSync(files)), expected())).toThrow(/pass\.json: manifest says/);

    // A manifest rewritten to match no longer matches its signature.
    const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString('utf8')) as Record<string, string>;
    manifest['pass.json'] = '0'.repeat(40);
    files['manifest.json'] = Buffer.from(JSON.stringify(manifest));
    expect(() => openPkpass(Buffer.from(zipSync(files)), expected())).toThrow();
  });

  it('does not verify against another certificate', () => {
    const other = createTestWalletKeys();
    expect(() =>
      openPkpass(wallet().createApplePass(card, member), {
        passCertificate: other.passCertificate,
        wwdrCertificate: keys.wwdrCertificate,
      }),
    ).toThrow();
  });
});

describe('Google Wallet save link', () => {
  it('is an RS256 JWT of the service account, for Google, with the card as a generic pass', () => {
    const url = wallet().createGoogleSaveUrl(card, member);
    expect(url.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const claims = verifyGoogleSaveUrl(url, keys.googlePublicKey);
    expect(claims).toMatchObject({
      iss: TEST_GOOGLE_SERVICE_ACCOUNT,
      aud: 'google',
      typ: 'savetowallet',
      iat: Math.floor(NOW.getTime() / 1000),
      origins: ['https://spc.example'],
      payload: {
        genericClasses: [{ id: `${TEST_GOOGLE_ISSUER_ID}.spc_membership` }],
        genericObjects: [
          {
            id: `${TEST_GOOGLE_ISSUER_ID}.spc-card-42`,
            classId: `${TEST_GOOGLE_ISSUER_ID}.spc_membership`,
            state: 'ACTIVE',
            header: { defaultValue: { language: 'en-CA', value: 'Ada Lovelace' } },
            barcode: { type: 'QR_CODE', value: card.verificationUrl, alternateText: '6018-1234-5678-9012' },
            validTimeInterval: { end: { date: '2027-02-28T17:00:00.000Z' } },
            textModulesData: [
              { id: 'tier', body: 'SPC' },
              { id: 'card_number', body: '6018-1234-5678-9012' },
              { id: 'expires', body: 'February 28, 2027' },
            ],
          },
        ],
      },
    });
  });

  it('does not verify with another key (the check can fail)', () => {
    const url = wallet().createGoogleSaveUrl(card, member);
    expect(() => verifyGoogleSaveUrl(url, createTestWalletKeys().googlePublicKey)).toThrow(/does not verify/);
  });
});

describe('without keys', () => {
  it('offers neither pass and refuses to make one', () => {
    const none = createWallet({ apple: undefined, google: undefined }, { publicUrl: 'https://spc.example' });
    expect(none.providers).toEqual({ apple: false, google: false });
    expect(() => none.createApplePass(card, member)).toThrow(WalletNotConfiguredError);
    expect(() => none.createGoogleSaveUrl(card, member)).toThrow(WalletNotConfiguredError);
  });

  it('offers only the provider whose keys are set', () => {
    const appleOnly = createWallet({ apple: config.apple, google: undefined }, { publicUrl: 'https://spc.example' });
    expect(appleOnly.providers).toEqual({ apple: true, google: false });
  });
});
