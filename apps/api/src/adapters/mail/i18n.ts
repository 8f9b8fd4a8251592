// The e-mails' translator: i18next over the `email` catalogues of @spc/locales (the web app's
// catalogues and conventions), one instance per language made once, no global i18next state.
import type { Language } from '@spc/domain/constants';
import enEmail from '@spc/locales/en/email.json';
import frEmail from '@spc/locales/fr/email.json';
import { createInstance, type TFunction } from 'i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'email';
    // English is the source language: its catalogue types every key (a typo fails the typecheck).
    resources: { email: typeof enEmail };
  }
}

export type MailT = TFunction<'email'>;

function translator(language: Language): MailT {
  const instance = createInstance();
  // The catalogues are in memory: with initAsync off, init is done when it returns.
  void instance.init({
    lng: language,
    fallbackLng: false,
    ns: ['email'],
    defaultNS: 'email',
    resources: { [language]: { email: language === 'fr' ? frEmail : enEmail } },
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes the HTML; the text part is plain text.
    returnEmptyString: false,
    // Keys are typed, so a miss means the catalogue and the code disagree: fail loudly.
    parseMissingKeyHandler(key: string) {
      throw new Error(`Missing e-mail text: ${key}`);
    },
  });
  return instance.getFixedT(language, 'email');
}

const TRANSLATORS: Record<Language, MailT> = { en: translator('en'), fr: translator('fr') };

export function mailT(language: Language): MailT {
  return TRANSLATORS[language];
}
